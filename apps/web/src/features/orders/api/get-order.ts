import { queryOptions, useQuery } from '@tanstack/react-query';
import { order } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** GET /orders/:id: the order with its meals, price model, day rate, week price and current version. */
export function getOrder(id: number, signal?: AbortSignal) {
  return apiRequest(`/orders/${id}`, { schema: order, signal });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: id > 0,
  });
}

export function useOrder(id: number | null) {
  return useQuery(orderQueryOptions(id ?? 0));
}
