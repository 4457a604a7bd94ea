import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order, type ReassignOrderRequest } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** PUT /orders/:id/customer: the order moves to another customer with that customer's default delivery. */
export function reassignOrder({ id, ...body }: ReassignOrderRequest & { id: number }) {
  return apiRequest(`/orders/${id}/customer`, { method: 'PUT', body, schema: order });
}

export function useReassignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignOrder,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.detail(saved.order_id), saved);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
