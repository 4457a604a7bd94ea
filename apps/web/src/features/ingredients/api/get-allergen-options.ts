import { queryOptions, useQuery } from '@tanstack/react-query';
import { allergenList } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** GET /allergens (first 100 by name, level 1 may read): what an ingredient can be tagged with. */
export function getAllergenOptions(signal?: AbortSignal) {
  return apiRequest('/allergens', {
    query: { start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' },
    schema: allergenList,
    signal,
  });
}

export function useAllergenOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...ingredientKeys.all, 'allergen-options'] as const,
      queryFn: ({ signal }) => getAllergenOptions(signal),
      staleTime: 60_000,
    }),
  );
}
