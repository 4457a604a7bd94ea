import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeCards } from '@brigade/domain/schemas/recipe-export';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

const recipeCardKeys = createQueryKeys('recipe-cards');

/** GET /recipes/cards?ids=1,2,3: printable cards in the order asked; unknown ids are listed in missing_ids. */
export function getRecipeCards(ids: readonly number[], signal?: AbortSignal) {
  return apiRequest('/recipes/cards', { query: { ids: ids.join(',') }, schema: recipeCards, signal });
}

export function recipeCardsQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: recipeCardKeys.list({ ids: ids.join(',') }),
    queryFn: ({ signal }) => getRecipeCards(ids, signal),
    enabled: ids.length > 0,
    meta: { inlineErrors: true },
  });
}

export function useRecipeCards(ids: readonly number[]) {
  return useQuery(recipeCardsQueryOptions(ids));
}

/** GET /recipes/export/xlsx?ids=…: the same recipes with their lines as a workbook (an attachment). */
export const recipesXlsxHref = (ids: readonly number[]) =>
  apiUrl('/recipes/export/xlsx', { ids: ids.join(',') });
