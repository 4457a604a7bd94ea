import { queryOptions } from '@tanstack/react-query';
import { ingredientList } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { ingredientKeys } from './keys.ts';

/** GET /ingredients: a page of current ingredients; `q` searches the EN and DE names. */
export function getIngredients(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/ingredients', { query: listQuery(params), schema: ingredientList, signal });
}

export function ingredientsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ingredientKeys.list(params),
    queryFn: ({ signal }) => getIngredients(params, signal),
  });
}
