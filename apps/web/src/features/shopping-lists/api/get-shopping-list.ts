import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** GET /shopping-lists/:id: the lines by supplier with their done marks. */
export function shoppingListQueryOptions(id: number) {
  return queryOptions({
    queryKey: shoppingListKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/shopping-lists/${id}`, { schema: shoppingListDetail, signal }),
    meta: { inlineErrors: true },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useShoppingList(id: number) {
  return useQuery(shoppingListQueryOptions(id));
}
