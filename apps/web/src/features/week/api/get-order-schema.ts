import { queryOptions, useQuery } from '@tanstack/react-query';
import { order } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { weekKeys } from './keys.ts';

/** GET /orders/:id as the server sends it, for 'show order schema'. */
export function useOrderSchema(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...weekKeys.all, 'order-schema', orderId],
      queryFn: ({ signal }) => apiRequest(`/orders/${orderId}`, { schema: order, signal }),
    }),
  );
}
