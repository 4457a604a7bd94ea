import { queryOptions, useQuery } from '@tanstack/react-query';
import { productionDayMatches } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** GET /production/days/:date/matches: each assigned slot's allergen, warning and dislike matches. */
export function getDayMatches(date: string, signal?: AbortSignal) {
  return apiRequest(`/production/days/${date}/matches`, { schema: productionDayMatches, signal });
}

export function dayMatchesQueryOptions(date: string) {
  return queryOptions({
    queryKey: productionKeys.matches(date),
    queryFn: ({ signal }) => getDayMatches(date, signal),
  });
}

export function useDayMatches(date: string | undefined) {
  return useQuery({ ...dayMatchesQueryOptions(date ?? ''), enabled: date !== undefined });
}
