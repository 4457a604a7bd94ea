import { queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientDetail } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** GET /ingredients/:id: every column, the allergen tags and the supplier specs. */
export function getIngredient(id: number, signal?: AbortSignal) {
  return apiRequest(`/ingredients/${id}`, { schema: ingredientDetail, signal });
}

export function ingredientQueryOptions(id: number) {
  return queryOptions({
    queryKey: ingredientKeys.detail(id),
    queryFn: ({ signal }) => getIngredient(id, signal),
    enabled: id > 0,
  });
}

export function useIngredient(id: number) {
  return useQuery(ingredientQueryOptions(id));
}
