import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marginsResponse } from '@brigade/domain/schemas/margins';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

export const marginKeys = createQueryKeys('margins');

/** A range of weeks by its first and last Monday; none: the server's default (8 weeks up to the default week). */
export interface MarginRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /margins?from&to: revenue, food cost and margin per week and programme, with totals. */
export function marginsQueryOptions(range: MarginRange) {
  return queryOptions({
    queryKey: marginKeys.list({ from: range.from ?? null, to: range.to ?? null }),
    queryFn: ({ signal }) => apiRequest('/margins', { query: { ...range }, schema: marginsResponse, signal }),
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}

export function useMargins(range: MarginRange) {
  return useQuery(marginsQueryOptions(range));
}

/** The .xlsx of the same weeks (GET /margins/export.xlsx): what the table shows. */
export const marginsExportUrl = (range: Required<MarginRange>) => apiUrl('/margins/export.xlsx', range);
