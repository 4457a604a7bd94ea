import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order, type UpdateOrderRequest } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountsQueryKey } from '../../../lib/discount-suggestions.ts';
import { orderKeys } from './keys.ts';

/** PUT /orders/:id with the version read: 200 (version + 1); 409 stale; 422 for a legacy order. */
export function updateOrder({ id, ...body }: UpdateOrderRequest & { id: number }) {
  return apiRequest(`/orders/${id}`, { method: 'PUT', body, schema: order });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.detail(saved.order_id), saved);
      // A code the order redeemed or released has a new usage count (and maybe status).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
