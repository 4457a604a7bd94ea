import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeFeedbackItem,
  type CreateRecipeFeedbackRequest,
} from '@brigade/domain/schemas/recipe-feedback';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeFeedbackKeys } from './keys.ts';

/** POST /recipes/:id/feedback: 201 with the new entry. */
export function createRecipeFeedback({
  recipeId,
  ...body
}: CreateRecipeFeedbackRequest & { recipeId: number }) {
  return apiRequest(`/recipes/${recipeId}/feedback`, { method: 'POST', body, schema: recipeFeedbackItem });
}

export function useCreateRecipeFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipeFeedback,
    meta: { inlineErrors: true },
    onSuccess: (_saved, { recipeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeFeedbackKeys.detail(recipeId) }),
        // The recipe list and editor show the average rating.
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
      ]),
  });
}
