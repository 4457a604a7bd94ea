import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuReview } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuKeys } from './keys.ts';

/** GET /menus/:id: one published menu and what changed since. */
export function menuReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: menuKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/menus/${id}`, { schema: menuReview, signal }),
    meta: { inlineErrors: true },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useMenuReview(id: number) {
  return useQuery(menuReviewQueryOptions(id));
}
