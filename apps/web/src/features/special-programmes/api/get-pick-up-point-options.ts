import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickUpPointList } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { pickUpPointOptionKeys } from './keys.ts';

/** GET /pick-up-points (up to 100, by name): the pick-up points a customer can be delivered to. */
export function pickUpPointOptionsQueryOptions() {
  const params = { start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' };
  return queryOptions({
    queryKey: pickUpPointOptionKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest('/pick-up-points', { query: params, schema: pickUpPointList, signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePickUpPointOptions() {
  return useQuery(pickUpPointOptionsQueryOptions());
}
