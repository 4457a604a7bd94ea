import { queryOptions, useQuery } from '@tanstack/react-query';
import { allergenList } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { allergenKeys } from './keys.ts';

/** GET /allergens: a page of allergens; `q` searches the English and German names. */
export function getAllergens(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/allergens', { query: listQuery(params), schema: allergenList, signal });
}

export function allergensQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: allergenKeys.list(params),
    queryFn: ({ signal }) => getAllergens(params, signal),
  });
}

export function useAllergens(params: ListParams) {
  return useQuery(allergensQueryOptions(params));
}
