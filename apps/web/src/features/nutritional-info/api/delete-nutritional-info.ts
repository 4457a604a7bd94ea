import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionalInfoKeys } from './keys.ts';

/** DELETE /nutritional-info/:id?version=N: 204; 409 when stale. */
export async function deleteNutritionalInfo({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/nutritional-info/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteNutritionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNutritionalInfo,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: nutritionalInfoKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: nutritionalInfoKeys.lists() });
    },
  });
}
