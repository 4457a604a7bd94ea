import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/**
 * DELETE /recipes/:id?version=N: 204; 409 when stale. The deleted recipe's cached copy is left to expire: the
 * page still shows it while it navigates away, and dropping it then would ask the server for it again (404).
 */
export async function deleteRecipe({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/recipes/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
