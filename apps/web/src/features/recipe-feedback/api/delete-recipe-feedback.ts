import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeFeedbackKeys } from './keys.ts';

/** DELETE /recipe-feedback/:id: 204; 403 when it is someone else's and the user is not SUPER. */
export async function deleteRecipeFeedback({ id }: { id: number; recipeId: number }): Promise<void> {
  await apiRequest(`/recipe-feedback/${id}`, { method: 'DELETE' });
}

export function useDeleteRecipeFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipeFeedback,
    onSuccess: (_data, { recipeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeFeedbackKeys.detail(recipeId) }),
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
      ]),
  });
}
