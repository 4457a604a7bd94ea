import { queryOptions, useQuery } from '@tanstack/react-query';
import { customer } from '@brigade/domain/schemas/customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /customers/:id: the customer with addresses, health, notes and the current version. */
export function getCustomer(id: number, signal?: AbortSignal) {
  return apiRequest(`/customers/${id}`, { schema: customer, signal });
}

export function customerQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    enabled: id > 0,
  });
}

/** The full customer (addresses, billing_address, delivery_address, pick-up point, flags); disabled for id ≤ 0. */
export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
