import { queryOptions } from '@tanstack/react-query';
import { allergenBlockList } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { allergenBlockKeys } from './keys.ts';

/** GET /allergen-blocks: the blocked matches (subject never matches test). */
export function getAllergenBlocks(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/allergen-blocks', { query: listQuery(params), schema: allergenBlockList, signal });
}

export function allergenBlocksQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: allergenBlockKeys.list(params),
    queryFn: ({ signal }) => getAllergenBlocks(params, signal),
  });
}
