import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionKeys } from './keys.ts';

/** GET /recipes/:id/analysis: the recipe's nutrition, computed (and stored) by the server. */
export function getRecipeAnalysis(recipeId: number, signal?: AbortSignal) {
  return apiRequest(`/recipes/${recipeId}/analysis`, { schema: recipeAnalysisResponse, signal });
}

/** Keyed by the recipe's version too, so a saved recipe shows its new figures at once. */
export function recipeAnalysisQueryOptions(recipeId: number, version: number) {
  return queryOptions({
    queryKey: [...nutritionKeys.detail(recipeId), 'analysis', version] as const,
    queryFn: ({ signal }) => getRecipeAnalysis(recipeId, signal),
    enabled: recipeId > 0,
  });
}

export function useRecipeAnalysis(recipeId: number, version: number) {
  return useQuery(recipeAnalysisQueryOptions(recipeId, version));
}
