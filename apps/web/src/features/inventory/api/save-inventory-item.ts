import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inventoryItem,
  type CreateInventoryItemRequest,
  type UpdateInventoryItemRequest,
} from '@brigade/domain/schemas/inventory';
import { apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './keys.ts';

export type SaveInventoryItemInput =
  | ({ id?: undefined } & Omit<CreateInventoryItemRequest, 'inventoryGroupItemId'>)
  | ({ id: number } & UpdateInventoryItemRequest);

/** POST /inventory/items (with its opening stock) or PUT /inventory/items/:id with the version read. */
export function saveInventoryItem({ id, ...body }: SaveInventoryItemInput) {
  return id === undefined
    ? apiRequest('/inventory/items', { method: 'POST', body, schema: inventoryItem })
    : apiRequest(`/inventory/items/${id}`, { method: 'PUT', body, schema: inventoryItem });
}

export function useSaveInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInventoryItem,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
