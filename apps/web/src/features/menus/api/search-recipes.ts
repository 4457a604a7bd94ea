import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeList } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuRecipeKeys } from './keys.ts';

/** GET /recipes?q=: recipes whose name, client-facing name or A-Life label contains the text (20 at most). */
export function recipeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: menuRecipeKeys.list({ q }),
    queryFn: ({ signal }) =>
      apiRequest('/recipes', { query: { q, length: 20, sort_by: 'name' }, schema: recipeList, signal }),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
}

export function useRecipeSearch(q: string) {
  return useQuery(recipeSearchQueryOptions(q));
}
