import { queryOptions, useQuery } from '@tanstack/react-query';
import { allergenSuppressionList } from '@brigade/domain/schemas/allergen-matching';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/**
 * GET /allergen-suppressions?date= (level 1): the stored lists. A suppression is written whole, so a change
 * starts from what is stored — it may name ingredients that no longer match and must not lose them.
 */
export function allergenSuppressionsQueryOptions(date: string) {
  return queryOptions({
    queryKey: productionKeys.suppressions(date),
    queryFn: ({ signal }) =>
      apiRequest('/allergen-suppressions', { query: { date }, schema: allergenSuppressionList, signal }),
  });
}

export function useAllergenSuppressions(date: string, enabled: boolean) {
  return useQuery({ ...allergenSuppressionsQueryOptions(date), enabled });
}
