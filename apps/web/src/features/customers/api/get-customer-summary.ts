import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSummary } from '@brigade/domain/schemas/lookups';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /customers/:id/summary: the dashboard summary (orders running, ever and cancelled, dates, counts). */
function getCustomerSummary(id: number, signal?: AbortSignal) {
  return apiRequest(`/customers/${id}/summary`, { schema: customerSummary, signal });
}

export function useCustomerSummary(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...customerKeys.detail(id), 'summary'],
      queryFn: ({ signal }) => getCustomerSummary(id, signal),
    }),
  );
}
