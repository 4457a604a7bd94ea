import { queryOptions, useQuery } from '@tanstack/react-query';
import { nutritionalInfoItem } from '@brigade/domain/schemas/nutritional-info';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionalInfoKeys } from './keys.ts';

/** GET /nutritional-info/:id: one entry with its analysis. */
export function getNutritionalInfo(id: number, signal?: AbortSignal) {
  return apiRequest(`/nutritional-info/${id}`, { schema: nutritionalInfoItem, signal });
}

export function nutritionalInfoQueryOptions(id: number) {
  return queryOptions({
    queryKey: nutritionalInfoKeys.detail(id),
    queryFn: ({ signal }) => getNutritionalInfo(id, signal),
    enabled: id > 0,
    meta: { inlineErrors: true },
  });
}

export function useNutritionalInfo(id: number) {
  return useQuery(nutritionalInfoQueryOptions(id));
}
