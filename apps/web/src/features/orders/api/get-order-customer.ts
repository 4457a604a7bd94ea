import { queryOptions, useQuery } from '@tanstack/react-query';
import { customer } from '@brigade/domain/schemas/customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** GET /customers/:id: the order's customer with the addresses an order may use; disabled for id ≤ 0. */
export function getOrderCustomer(id: number, signal?: AbortSignal) {
  return apiRequest(`/customers/${id}`, { schema: customer, signal });
}

export function useOrderCustomer(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.all, 'customer', id] as const,
      queryFn: ({ signal }) => getOrderCustomer(id, signal),
      enabled: id > 0,
    }),
  );
}
