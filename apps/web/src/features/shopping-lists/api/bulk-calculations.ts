import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkRecipeOptions,
  savedBulkCalculation,
  savedBulkCalculationList,
  shoppingContent,
  type BulkItem,
} from '@brigade/domain/schemas/shopping-lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulkCalculationKeys } from './keys.ts';

/** POST /bulk-calculations/calculate: recipes × portions → totals by supplier (nothing saved). */
export function useBulkCalculation(items: BulkItem[]) {
  return useQuery({
    queryKey: [...bulkCalculationKeys.all, 'calculate', items],
    queryFn: ({ signal }) =>
      apiRequest('/bulk-calculations/calculate', {
        method: 'POST',
        body: { items },
        schema: shoppingContent,
        signal,
      }),
    enabled: items.length > 0,
  });
}

/** GET /bulk-calculations/recipes?q=: recipe names for the picker (chefs may not list recipes). */
export function useBulkRecipeSearch(q: string) {
  return useQuery({
    queryKey: [...bulkCalculationKeys.all, 'recipes', q],
    queryFn: ({ signal }) =>
      apiRequest('/bulk-calculations/recipes', { query: { q }, schema: bulkRecipeOptions, signal }),
  });
}

export const savedCalculationsQueryOptions = queryOptions({
  queryKey: bulkCalculationKeys.lists(),
  queryFn: ({ signal }) => apiRequest('/bulk-calculations', { schema: savedBulkCalculationList, signal }),
});

export function useSavedCalculations() {
  return useQuery(savedCalculationsQueryOptions);
}

interface SaveInput {
  id?: number | undefined;
  version?: number | undefined;
  name: string;
  items: BulkItem[];
}

/** POST /bulk-calculations, or PUT /bulk-calculations/:id with the version read. */
export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: SaveInput) =>
      id === undefined
        ? apiRequest('/bulk-calculations', { method: 'POST', body, schema: savedBulkCalculation })
        : apiRequest(`/bulk-calculations/${id}`, {
            method: 'PUT',
            body: { ...body, version },
            schema: savedBulkCalculation,
          }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkCalculationKeys.lists() }),
  });
}
