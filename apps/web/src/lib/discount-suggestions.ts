import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discountAutocomplete } from '@brigade/domain/schemas/discounts';
import { apiRequest } from './api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Every query about discount codes starts with this key (the discounts feature's lists and records, and the
 * suggestions below): a write that redeems or releases a code — an order's — makes them all stale.
 */
export const discountsQueryKey = ['discounts'] as const;

/** GET /discounts/autocomplete?query=: up to 10 codes that match what was typed, with kind, value and status. */
export function autocompleteDiscounts(query: string, signal?: AbortSignal) {
  return apiRequest('/discounts/autocomplete', { query: { query }, schema: discountAutocomplete, signal });
}

function discountSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...discountsQueryKey, 'autocomplete', query] as const,
    queryFn: ({ signal }) => autocompleteDiscounts(query, signal),
    enabled: query.length > 0,
  });
}

/**
 * Code suggestions for the discounts screen and the order dialog: asked once typing has paused for 300 ms, so
 * not every keystroke is a request.
 */
export function useDiscountSuggestions(text: string) {
  const query = useDebouncedValue(text.trim());
  return useQuery({ ...discountSuggestionsQueryOptions(query), placeholderData: keepPreviousData });
}
