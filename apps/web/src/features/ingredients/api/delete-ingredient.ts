import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** DELETE /ingredients/:id?version=N: 204; 409 when stale or a recipe uses it. */
export async function deleteIngredient({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/ingredients/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngredient,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: ingredientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ingredientKeys.lists() });
    },
  });
}
