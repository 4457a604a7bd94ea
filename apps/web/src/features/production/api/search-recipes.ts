import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import { recipeList } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** How many recipes a slot's autocomplete offers at once; typing narrows them. */
export const RECIPE_OPTIONS_LENGTH = 30;

/**
 * GET /recipes?meal_types=&q= (level 1): the recipes a slot can take. A meal slot offers the recipes of its
 * meal type; an extra slot (mealType null) any recipe. Only asked while the slot's list is open.
 */
export function useRecipeOptions(mealType: MealType | null, q: string, enabled: boolean) {
  return useQuery({
    queryKey: productionKeys.recipeOptions(mealType, q),
    queryFn: ({ signal }) =>
      apiRequest('/recipes', {
        query: {
          start: 0,
          length: RECIPE_OPTIONS_LENGTH,
          q,
          sort_by: 'name',
          sort_dir: 'asc',
          meal_types: mealType ?? undefined,
        },
        schema: recipeList,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
