import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenBlockKeys } from './keys.ts';

/** DELETE /allergen-blocks/:id ("unblock match"): 204. */
export async function deleteAllergenBlock(id: number): Promise<void> {
  await apiRequest(`/allergen-blocks/${id}`, { method: 'DELETE' });
}

export function useDeleteAllergenBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllergenBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allergenBlockKeys.lists() }),
  });
}
