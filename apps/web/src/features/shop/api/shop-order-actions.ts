import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobQueued, shopOrderDetail, type ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { apiRequest } from '../../../lib/api-client.ts';
import { shopOrderKeys } from './keys.ts';

/** An action's answer is the order as it is now: it becomes the detail, and the lists are stale. */
function useDetailMutation<V>(call: (vars: V) => Promise<ShopOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      queryClient.setQueryData(shopOrderKeys.detail(detail.shop_order_id), detail);
      return queryClient.invalidateQueries({ queryKey: shopOrderKeys.lists() });
    },
  });
}

/** POST /shop/orders/:id/import: queue the import again (after fixing what it waited for). */
export function useImportAgain() {
  return useDetailMutation((id: number) =>
    apiRequest(`/shop/orders/${id}/import`, { method: 'POST', schema: shopOrderDetail }),
  );
}

/** POST /shop/orders/:id/rollback: cancel our orders made from it; it waits to be imported again. */
export function useRollback() {
  return useDetailMutation((id: number) =>
    apiRequest(`/shop/orders/${id}/rollback`, { method: 'POST', schema: shopOrderDetail }),
  );
}

/** PATCH /shop/orders/:id/lines/:lineItemId: processed, not processed, or null (Brigade decides). */
export function useLineOverride() {
  return useDetailMutation(
    ({ id, lineItemId, value }: { id: number; lineItemId: number; value: boolean | null }) =>
      apiRequest(`/shop/orders/${id}/lines/${lineItemId}`, {
        method: 'PATCH',
        body: { is_processed: value },
        schema: shopOrderDetail,
      }),
  );
}

/** POST /shop/pull: catch up with the orders changed at the shop since a time; 422 when not connected. */
export function usePullShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (since: string) =>
      apiRequest('/shop/pull', { method: 'POST', body: { since }, schema: jobQueued }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOrderKeys.lists() }),
  });
}
