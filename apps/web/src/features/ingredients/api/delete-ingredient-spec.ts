import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** DELETE /ingredient-specs/:id?version=N: 204; 409 when stale. */
export async function deleteIngredientSpec({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/ingredient-specs/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteIngredientSpec(ingredientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngredientSpec,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ingredientKeys.detail(ingredientId) }),
        queryClient.invalidateQueries({ queryKey: ingredientKeys.lists() }),
      ]),
  });
}
