import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeDetail } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /recipes/:id: the recipe with layers, lines, derived allergens and the current version. */
export function getRecipe(id: number, signal?: AbortSignal) {
  return apiRequest(`/recipes/${id}`, { schema: recipeDetail, signal });
}

export function recipeQueryOptions(id: number) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => getRecipe(id, signal),
    enabled: id > 0,
  });
}

export function useRecipe(id: number) {
  return useQuery(recipeQueryOptions(id));
}
