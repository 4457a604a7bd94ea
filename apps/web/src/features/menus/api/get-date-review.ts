import { queryOptions, useQuery } from '@tanstack/react-query';
import { dateMenuReview } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** GET /menus/dates/:date: the date's menus, what changed since each was published, and today's dishes. */
export function dateReviewQueryOptions(date: string) {
  return queryOptions({
    queryKey: menuKeys.detail(`date-${date}`),
    queryFn: ({ signal }) => apiRequest(`/menus/dates/${date}`, { schema: dateMenuReview, signal }),
    meta: { inlineErrors: true },
  });
}

export function useDateReview(date: string) {
  return useQuery(dateReviewQueryOptions(date));
}
