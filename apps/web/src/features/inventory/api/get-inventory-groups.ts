import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryGroupList } from '@brigade/domain/schemas/inventory';
import { apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './keys.ts';

/** GET /inventory/groups: every group (by position) with its items, stock, minimum and below-min flag. */
export function getInventoryGroups(signal?: AbortSignal) {
  return apiRequest('/inventory/groups', { schema: inventoryGroupList, signal });
}

export const inventoryGroupsQueryOptions = queryOptions({
  queryKey: inventoryKeys.lists(),
  queryFn: ({ signal }) => getInventoryGroups(signal),
  // Several chefs count at once: what the dialog shows is re-read when it is opened again.
  staleTime: 0,
});

export function useInventoryGroups(enabled = true) {
  return useQuery({ ...inventoryGroupsQueryOptions, enabled });
}
