import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientAutocompleteResponse } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { productionKeys } from './keys.ts';

/** GET /ingredients/autocomplete?q=: the ingredients a planner may swap in (level 1), 300 ms after typing. */
export function useSwapIngredientOptions(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim());
  return useQuery(
    queryOptions({
      queryKey: [...productionKeys.all, 'swap-ingredients', q] as const,
      queryFn: ({ signal }) =>
        apiRequest('/ingredients/autocomplete', {
          query: { q },
          schema: ingredientAutocompleteResponse,
          signal,
        }),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
