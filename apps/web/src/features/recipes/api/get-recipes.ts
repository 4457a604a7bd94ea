import { queryOptions } from '@tanstack/react-query';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import { recipeList } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { recipeKeys } from './keys.ts';

export type RecipeListParams = ListParams & { meal_types?: readonly MealType[]; hide_stashed?: boolean };

/** `meal_types=lunch,dinner` (recipes of any of them), or nothing for every recipe. */
export const mealTypesParam = (meals: readonly MealType[] | undefined) =>
  meals && meals.length > 0 ? meals.join(',') : undefined;

/**
 * GET /recipes: a page of recipes; `q` searches name, client-facing name and A-Life label; `hide_stashed`
 * leaves the archived ones out.
 */
export function getRecipes(params: RecipeListParams, signal?: AbortSignal) {
  return apiRequest('/recipes', {
    query: {
      ...listQuery(params),
      meal_types: mealTypesParam(params.meal_types),
      hide_stashed: params.hide_stashed ? 'true' : undefined,
    },
    schema: recipeList,
    signal,
  });
}

export function recipesQueryOptions(params: RecipeListParams) {
  return queryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: ({ signal }) => getRecipes(params, signal),
  });
}
