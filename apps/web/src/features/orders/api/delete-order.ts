import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountsQueryKey } from '../../../lib/discount-suggestions.ts';
import { orderKeys } from './keys.ts';

/** DELETE /orders/:id?version=N: 204; 409 when the version is stale. */
export async function deleteOrder({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/orders/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      // A deleted order's code is released.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
