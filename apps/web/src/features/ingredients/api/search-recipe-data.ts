import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recipeDataSearchResponse } from '@brigade/domain/schemas/recipe-data';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeDataKeys } from './keys.ts';

/** GET /recipe-data/ingredients?q=: the recipe-data service's ingredients by name (2–100 characters). */
export function searchRecipeData(q: string, signal?: AbortSignal) {
  return apiRequest('/recipe-data/ingredients', { query: { q }, schema: recipeDataSearchResponse, signal });
}

export function recipeDataSearchQueryOptions(q: string) {
  const query = q.trim();
  return queryOptions({
    queryKey: recipeDataKeys.list({ q: query }),
    queryFn: ({ signal }) => searchRecipeData(query, signal),
    enabled: query.length >= 2,
    // Each lookup costs quota: ask once per query while the dialog is open.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useRecipeDataSearch(q: string) {
  return useQuery(recipeDataSearchQueryOptions(q));
}
