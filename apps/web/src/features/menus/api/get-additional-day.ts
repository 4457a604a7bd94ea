import { queryOptions, useQuery } from '@tanstack/react-query';
import { additionalDay } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { additionalDayKeys } from './keys.ts';

/** GET /additional-days/:date (version 0 = nothing stored yet). */
export function additionalDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: additionalDayKeys.detail(date),
    queryFn: ({ signal }) => apiRequest(`/additional-days/${date}`, { schema: additionalDay, signal }),
    meta: { inlineErrors: true },
  });
}

export function useAdditionalDay(date: string) {
  return useQuery(additionalDayQueryOptions(date));
}
