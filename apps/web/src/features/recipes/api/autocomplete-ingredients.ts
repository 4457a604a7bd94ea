import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { recipeKeys } from './keys.ts';

const ingredientOptions = z.object({
  items: z.array(z.object({ ingredient_id: z.number().int(), name: z.string(), name_de: z.string() })),
});
export type IngredientOption = z.infer<typeof ingredientOptions>['items'][number];

/** GET /ingredients/autocomplete?q=: non-legacy ingredients for a recipe line (EN and DE names). */
export function autocompleteIngredients(q: string, signal?: AbortSignal) {
  return apiRequest('/ingredients/autocomplete', { query: { q }, schema: ingredientOptions, signal });
}

/** The autocomplete asks 300 ms after the last keystroke. */
export function useIngredientAutocomplete(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim());
  return useQuery(
    queryOptions({
      queryKey: [...recipeKeys.all, 'ingredient-autocomplete', q] as const,
      queryFn: ({ signal }) => autocompleteIngredients(q, signal),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
