import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inventoryGroup,
  type CreateInventoryGroupRequest,
  type UpdateInventoryGroupRequest,
} from '@brigade/domain/schemas/inventory';
import { apiRequest } from '../../../lib/api-client.ts';
import { inventoryKeys } from './keys.ts';

export type SaveInventoryGroupInput =
  | ({ id?: undefined } & Omit<CreateInventoryGroupRequest, 'inventoryGroupId'>)
  | ({ id: number } & UpdateInventoryGroupRequest);

/** POST /inventory/groups (new) or PUT /inventory/groups/:id with the version read (409 when stale). */
export function saveInventoryGroup({ id, ...body }: SaveInventoryGroupInput) {
  return id === undefined
    ? apiRequest('/inventory/groups', { method: 'POST', body, schema: inventoryGroup })
    : apiRequest(`/inventory/groups/${id}`, { method: 'PUT', body, schema: inventoryGroup });
}

export function useSaveInventoryGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInventoryGroup,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
  });
}
