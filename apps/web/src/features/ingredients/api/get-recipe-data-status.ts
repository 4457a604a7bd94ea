import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeDataStatus } from '@brigade/domain/schemas/recipe-data';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeDataKeys } from './keys.ts';

/** GET /recipe-data/status: whether a recipe-data service is configured (the lookup is hidden otherwise). */
export function getRecipeDataStatus(signal?: AbortSignal) {
  return apiRequest('/recipe-data/status', { schema: recipeDataStatus, signal });
}

export function recipeDataStatusQueryOptions() {
  return queryOptions({
    queryKey: [...recipeDataKeys.all, 'status'] as const,
    queryFn: ({ signal }) => getRecipeDataStatus(signal),
    // The configuration only changes with a restart.
    staleTime: Infinity,
    // Without an answer the lookup simply stays hidden: no snackbar for it.
    meta: { inlineErrors: true },
  });
}

export function useRecipeDataStatus() {
  return useQuery(recipeDataStatusQueryOptions());
}
