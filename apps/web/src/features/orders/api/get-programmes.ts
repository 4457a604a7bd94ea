import { queryOptions, useQuery } from '@tanstack/react-query';
import { programmeTypes } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /programmes: the programme types with their meals and today's prices. */
export function getProgrammes(signal?: AbortSignal) {
  return apiRequest('/programmes', { schema: programmeTypes, signal });
}

export function useProgrammes() {
  return useQuery(
    queryOptions({ queryKey: ['programmes'] as const, queryFn: ({ signal }) => getProgrammes(signal) }),
  );
}
