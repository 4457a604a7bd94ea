import { queryOptions } from '@tanstack/react-query';
import { auditList } from '@brigade/domain/schemas/audit';
import { apiRequest } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';
import type { ListParams } from '../../../lib/list.ts';

export const auditKeys = createQueryKeys('audit');

/** The log's filters beside the table's paging; the table's search box is the user filter. */
export interface AuditFilters {
  entity?: string | undefined;
  entity_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /audit: a page of the log, newest first (SUPER). */
export function getAuditLog(params: ListParams & AuditFilters, signal?: AbortSignal) {
  return apiRequest('/audit', {
    query: {
      start: params.start,
      length: params.length,
      user: params.q,
      entity: params.entity,
      entity_id: params.entity_id,
      from: params.from,
      to: params.to,
    },
    schema: auditList,
    signal,
  });
}

export function auditLogQueryOptions(params: ListParams & AuditFilters) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
  });
}
