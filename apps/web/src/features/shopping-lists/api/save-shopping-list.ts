import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  shoppingListWriteResponse,
  type CreateShoppingListRequest,
  type UpdateShoppingListRequest,
} from '@brigade/domain/schemas/shopping-lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

export type SaveShoppingListInput =
  ({ id?: undefined } & CreateShoppingListRequest) | ({ id: number } & UpdateShoppingListRequest);

/** POST /shopping-lists (new) or PUT /shopping-lists/:id with the version read (409 when stale). */
export function saveShoppingList({ id, ...body }: SaveShoppingListInput) {
  return id === undefined
    ? apiRequest('/shopping-lists', { method: 'POST', body, schema: shoppingListWriteResponse })
    : apiRequest(`/shopping-lists/${id}`, { method: 'PUT', body, schema: shoppingListWriteResponse });
}

export function useSaveShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShoppingList,
    meta: { inlineErrors: true },
    onSuccess: (list) => {
      queryClient.setQueryData(shoppingListKeys.detail(list.shopping_list_id), list);
      return queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists() });
    },
  });
}
