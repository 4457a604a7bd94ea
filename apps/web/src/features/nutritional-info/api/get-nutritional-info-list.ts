import { queryOptions } from '@tanstack/react-query';
import { nutritionalInfoList } from '@brigade/domain/schemas/nutritional-info';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { nutritionalInfoKeys } from './keys.ts';

/** GET /nutritional-info: a page of entries; q searches the entry and recipe names. */
export function getNutritionalInfoList(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/nutritional-info', { query: listQuery(params), schema: nutritionalInfoList, signal });
}

export function nutritionalInfoListQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: nutritionalInfoKeys.list(params),
    queryFn: ({ signal }) => getNutritionalInfoList(params, signal),
  });
}
