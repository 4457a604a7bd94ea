import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './keys.ts';

/** DELETE /groups/:id?version=N: 204 (members stay, in no group); 409 when the version is stale. */
export async function deleteGroup({ id, version }: { id: number; version: number }) {
  await apiRequest(`/groups/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
