import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerAutocompleteResponse } from '@brigade/domain/schemas/customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { customerKeys } from './keys.ts';

/** GET /customers/autocomplete?q=: up to 10 customers by first name, last name, "first last" or e-mail. */
export function autocompleteCustomers(q: string, signal?: AbortSignal) {
  return apiRequest('/customers/autocomplete', {
    query: { q },
    schema: customerAutocompleteResponse,
    signal,
  });
}

export function customerSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...customerKeys.all, 'autocomplete', q] as const,
    queryFn: ({ signal }) => autocompleteCustomers(q, signal),
    enabled: q.length > 0,
  });
}

/** Asks once typing has paused for 300 ms. */
export function useCustomerSuggestions(text: string) {
  const q = useDebouncedValue(text.trim());
  return useQuery({ ...customerSuggestionsQueryOptions(q), placeholderData: keepPreviousData });
}
