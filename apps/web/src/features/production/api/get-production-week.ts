import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productionWeek } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** GET /production/weeks?start_date=: Monday–Friday of the week with counts, notes and tasks (none = default week). */
export function getProductionWeek(startDate: string | undefined, signal?: AbortSignal) {
  return apiRequest('/production/weeks', {
    query: { start_date: startDate },
    schema: productionWeek,
    signal,
  });
}

export function productionWeekQueryOptions(startDate: string | undefined) {
  return queryOptions({
    queryKey: productionKeys.week(startDate),
    queryFn: ({ signal }) => getProductionWeek(startDate, signal),
  });
}

export function useProductionWeek(startDate: string | undefined) {
  return useQuery({ ...productionWeekQueryOptions(startDate), placeholderData: keepPreviousData });
}
