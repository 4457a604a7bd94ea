import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discountAutocomplete } from '@brigade/domain/schemas/discounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { discountsApi } from './discounts.ts';

/** GET /discounts/autocomplete?query=: up to 10 codes that match what was typed. */
export function autocompleteDiscounts(query: string, signal?: AbortSignal) {
  return apiRequest('/discounts/autocomplete', { query: { query }, schema: discountAutocomplete, signal });
}

export function discountSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...discountsApi.keys.all, 'autocomplete', query] as const,
    queryFn: ({ signal }) => autocompleteDiscounts(query, signal),
    enabled: query.length > 0,
  });
}

/** Asks once typing has paused for 300 ms, so not every keystroke is a request. */
export function useDiscountSuggestions(text: string) {
  const query = useDebouncedValue(text.trim());
  return useQuery({ ...discountSuggestionsQueryOptions(query), placeholderData: keepPreviousData });
}
