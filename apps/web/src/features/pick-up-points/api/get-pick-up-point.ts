import { queryOptions } from '@tanstack/react-query';
import { pickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { pickUpPointKeys } from './keys.ts';

/** GET /pick-up-points/:id: one point with its current version (reload after a conflict). */
export function getPickUpPoint(id: number, signal?: AbortSignal) {
  return apiRequest(`/pick-up-points/${id}`, { schema: pickUpPoint, signal });
}

export function pickUpPointQueryOptions(id: number) {
  return queryOptions({
    queryKey: pickUpPointKeys.detail(id),
    queryFn: ({ signal }) => getPickUpPoint(id, signal),
  });
}
