import { queryOptions } from '@tanstack/react-query';
import { recipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeDataKeys } from './keys.ts';

/** GET /recipe-data/ingredients/:externalId/nutrients: one of its ingredients' nutrients per 100 g. */
export function getRecipeDataNutrients(externalId: string, signal?: AbortSignal) {
  return apiRequest(`/recipe-data/ingredients/${encodeURIComponent(externalId)}/nutrients`, {
    schema: recipeDataNutrients,
    signal,
  });
}

/** Fetched when the user picks a result (queryClient.fetchQuery), so a failure reaches the snackbar. */
export function recipeDataNutrientsQueryOptions(externalId: string) {
  return queryOptions({
    queryKey: recipeDataKeys.detail(externalId),
    queryFn: ({ signal }) => getRecipeDataNutrients(externalId, signal),
    staleTime: Infinity,
  });
}
