import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryChangeList } from '@brigade/domain/schemas/inventory';
import { apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './keys.ts';

/** How many of an item's latest changes the dialog shows. */
export const RECENT_CHANGES = 10;

/** GET /inventory/items/:id/changes: the item's latest changes, newest first. */
export function itemChangesQueryOptions(itemId: number) {
  return queryOptions({
    queryKey: inventoryKeys.detail(itemId),
    queryFn: ({ signal }) =>
      apiRequest(`/inventory/items/${itemId}/changes`, {
        query: { length: RECENT_CHANGES },
        schema: inventoryChangeList,
        signal,
      }),
    staleTime: 0,
  });
}

export function useItemChanges(itemId: number) {
  return useQuery(itemChangesQueryOptions(itemId));
}
