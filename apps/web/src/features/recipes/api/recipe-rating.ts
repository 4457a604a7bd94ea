import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recipeRating } from '@brigade/domain/schemas/recipe-feedback';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

const ratingKey = (id: number) => [...recipeKeys.detail(id), 'rating'] as const;

/** GET /recipes/:id/rating: the average over all feedback and the user's own rating. */
export function useRecipeRating(id: number) {
  return useQuery(
    queryOptions({
      queryKey: ratingKey(id),
      queryFn: ({ signal }) => apiRequest(`/recipes/${id}/rating`, { schema: recipeRating, signal }),
    }),
  );
}

/** PUT /recipes/:id/rating: the user's rating 1–5, replacing their earlier one; the recipe's average follows. */
export function useRateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      apiRequest(`/recipes/${id}/rating`, { method: 'PUT', body: { rating }, schema: recipeRating }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ratingKey(id), saved);
      await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
