import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order, type CreateOrderRequest } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** POST /orders: 201 with the stored order; 400 details under the fields. */
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
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
