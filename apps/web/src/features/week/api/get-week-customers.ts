import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { weekCustomersResponse } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { weekKeys } from './keys.ts';

/** GET /week/customers?start_date=: the rows and totals of the week of that date (none = the default week). */
export function getWeekCustomers(startDate: string | undefined, signal?: AbortSignal) {
  return apiRequest('/week/customers', {
    query: { start_date: startDate },
    schema: weekCustomersResponse,
    signal,
  });
}

export function useWeekCustomers(startDate: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: weekKeys.list({ kind: 'customers', startDate: startDate ?? 'default' }),
      queryFn: ({ signal }) => getWeekCustomers(startDate, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
