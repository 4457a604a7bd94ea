import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order, type CreateOrderRequest } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountsQueryKey } from '../../../lib/discount-suggestions.ts';
import { orderKeys } from './keys.ts';

/** POST /orders: 201 with the stored order; 400 details under the fields; 422 a refused discount code. */
export function createOrder(body: CreateOrderRequest) {
  return apiRequest('/orders', { method: 'POST', body, schema: order });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.detail(saved.order_id), saved);
      // A code the order redeemed or released has a new usage count (and maybe status).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
      ]);
    },
  });
}
