import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickUpPointList } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { pickUpPointKeys } from './keys.ts';

/** GET /pick-up-points: a page of pick-up points; `q` searches names, company and address. */
export function getPickUpPoints(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/pick-up-points', { query: listQuery(params), schema: pickUpPointList, signal });
}

export function pickUpPointsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: pickUpPointKeys.list(params),
    queryFn: ({ signal }) => getPickUpPoints(params, signal),
  });
}

export function usePickUpPoints(params: ListParams) {
  return useQuery(pickUpPointsQueryOptions(params));
}
