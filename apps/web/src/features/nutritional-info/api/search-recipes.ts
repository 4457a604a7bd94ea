import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recipeNotesList } from '@brigade/domain/schemas/recipe-notes';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Recipes by name for the recipe picker: the level-1 recipe-notes list with every recipe (with_notes=false),
 * which searches names and is always there for the same users.
 */
export function searchRecipes(q: string, signal?: AbortSignal) {
  return apiRequest('/recipe-notes', {
    query: { q: q || undefined, with_notes: 'false', length: 20, sort_by: 'name' },
    schema: recipeNotesList,
    signal,
  });
}

export function recipeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['nutritional-info', 'recipe-search', q] as const,
    queryFn: ({ signal }) => searchRecipes(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRecipeSearch(q: string) {
  return useQuery(recipeSearchQueryOptions(q));
}
