import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inventoryChangeResponse,
  type CreateInventoryChangeRequest,
  type InventoryGroupList,
} from '@brigade/domain/schemas/inventory';
import { apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './keys.ts';

export type InventoryChangeInput = { itemId: number } & Omit<
  CreateInventoryChangeRequest,
  'inventoryGroupItemChangeId'
>;

/** POST /inventory/items/:id/changes: a delta or a count; the answer carries the item's new stock. */
export function createInventoryChange({ itemId, ...body }: InventoryChangeInput) {
  return apiRequest(`/inventory/items/${itemId}/changes`, {
    method: 'POST',
    body,
    schema: inventoryChangeResponse,
  });
}

export function useCreateInventoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryChange,
    meta: { inlineErrors: true },
    onSuccess: ({ item }) => {
      // The stock shown is the server's answer at once; the history of that item is read again.
      queryClient.setQueryData<InventoryGroupList>(inventoryKeys.lists(), (list) =>
        list
          ? {
              ...list,
              items: list.items.map((g) => ({
                ...g,
                items: g.items.map((i) => (i.inventoryGroupItemId === item.inventoryGroupItemId ? item : i)),
              })),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.detail(item.inventoryGroupItemId) });
    },
  });
}
