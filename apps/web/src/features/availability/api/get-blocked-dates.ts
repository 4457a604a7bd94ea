import { queryOptions } from '@tanstack/react-query';
import { blockedDateList } from '@brigade/domain/schemas/availability';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { blockedDateKeys } from './keys.ts';

/** GET /availability/dates-blocked: a page of blocked dates; `q` searches the date text (2026-12). */
export function getBlockedDates(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/availability/dates-blocked', {
    query: listQuery(params),
    schema: blockedDateList,
    signal,
  });
}

export function blockedDatesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: blockedDateKeys.list(params),
    queryFn: ({ signal }) => getBlockedDates(params, signal),
  });
}
