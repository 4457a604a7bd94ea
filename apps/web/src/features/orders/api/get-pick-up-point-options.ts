import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickUpPointList } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** GET /pick-up-points (first 100 by name): the order dialog's pick-up point select. */
export function usePickUpPointOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.all, 'pick-up-point-options'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/pick-up-points', {
          query: { start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' },
          schema: pickUpPointList,
          signal,
        }),
      staleTime: 60_000,
    }),
  );
}
