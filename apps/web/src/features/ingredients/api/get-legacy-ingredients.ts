import { queryOptions } from '@tanstack/react-query';
import { ingredientList } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { ingredientKeys } from './keys.ts';

/** GET /ingredients/legacy: the older app's ingredients (/ingredients/v1), read-only. */
export function getLegacyIngredients(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/ingredients/legacy', { query: listQuery(params), schema: ingredientList, signal });
}

export function legacyIngredientsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ingredientKeys.list({ ...params, legacy: true }),
    queryFn: ({ signal }) => getLegacyIngredients(params, signal),
  });
}
