import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickUpPointList } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /pick-up-points (first 100 by name; the spec warns past 99): the pick-up point select. */
export function getPickUpPointOptions(signal?: AbortSignal) {
  return apiRequest('/pick-up-points', {
    query: { start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' },
    schema: pickUpPointList,
    signal,
  });
}

export function usePickUpPointOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...customerKeys.all, 'pick-up-point-options'] as const,
      queryFn: ({ signal }) => getPickUpPointOptions(signal),
      staleTime: 60_000,
    }),
  );
}
