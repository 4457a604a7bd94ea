import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeFeedbackList } from '@brigade/domain/schemas/recipe-feedback';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeFeedbackKeys } from './keys.ts';

/** GET /recipes/:id/feedback: the recipe's ratings and comments, newest first, with the average. */
export function getRecipeFeedback(recipeId: number, signal?: AbortSignal) {
  return apiRequest(`/recipes/${recipeId}/feedback`, { schema: recipeFeedbackList, signal });
}

export function recipeFeedbackQueryOptions(recipeId: number) {
  return queryOptions({
    queryKey: recipeFeedbackKeys.detail(recipeId),
    queryFn: ({ signal }) => getRecipeFeedback(recipeId, signal),
    enabled: recipeId > 0,
    meta: { inlineErrors: true },
  });
}

export function useRecipeFeedback(recipeId: number) {
  return useQuery(recipeFeedbackQueryOptions(recipeId));
}
