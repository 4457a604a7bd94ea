import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { pickUpPointKeys } from './keys.ts';

/** DELETE /pick-up-points/:id?version=N: 204; 409 when the version is stale. */
export async function deletePickUpPoint({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/pick-up-points/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeletePickUpPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePickUpPoint,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: pickUpPointKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: pickUpPointKeys.lists() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: pickUpPointKeys.lists() }),
  });
}
