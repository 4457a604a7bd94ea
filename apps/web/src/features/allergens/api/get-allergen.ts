import { queryOptions, useQuery } from '@tanstack/react-query';
import { allergen } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenKeys } from './keys.ts';

/** GET /allergens/:id: one allergen with its current version. */
export function getAllergen(id: number, signal?: AbortSignal) {
  return apiRequest(`/allergens/${id}`, { schema: allergen, signal });
}

export function allergenQueryOptions(id: number) {
  return queryOptions({
    queryKey: allergenKeys.detail(id),
    queryFn: ({ signal }) => getAllergen(id, signal),
  });
}

export function useAllergen(id: number) {
  return useQuery(allergenQueryOptions(id));
}
