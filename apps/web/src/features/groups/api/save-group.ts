import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerGroup, type CreateCustomerGroupRequest } from '@brigade/domain/schemas/groups';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './keys.ts';

/** POST /groups (201), or PUT /groups/:id with the version read (409 when someone changed it). */
export function saveGroup({ id, ...body }: CreateCustomerGroupRequest & { id?: number; version?: number }) {
  return id === undefined
    ? apiRequest('/groups', { method: 'POST', body, schema: customerGroup })
    : apiRequest(`/groups/${id}`, { method: 'PUT', body, schema: customerGroup });
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
