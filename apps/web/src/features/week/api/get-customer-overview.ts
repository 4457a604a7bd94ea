import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerOverview } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { weekKeys } from './keys.ts';

/** GET /customers/overview/:year/:week: the week's orders with their days, overrides, bags and merges. */
export function getCustomerOverview(year: string, week: string, signal?: AbortSignal) {
  return apiRequest(`/customers/overview/${encodeURIComponent(year)}/${encodeURIComponent(week)}`, {
    schema: customerOverview,
    signal,
  });
}

export function useCustomerOverview(year: string, week: string) {
  return useQuery({
    queryKey: weekKeys.list({ kind: 'overview', year, week }),
    queryFn: ({ signal }) => getCustomerOverview(year, week, signal),
    placeholderData: keepPreviousData,
  });
}
