import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuDetail } from '@brigade/domain/schemas/menus';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { menuKeys } from './keys.ts';

/** GET /menus/:date/:menuIndex: the published menu, or null while it is not published (a 404). */
export async function getPublishedMenu(date: string, menuIndex: number, signal?: AbortSignal) {
  try {
    return await apiRequest(`/menus/${date}/${menuIndex}`, { schema: menuDetail, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function publishedMenuQueryOptions(date: string, menuIndex: number) {
  return queryOptions({
    queryKey: menuKeys.detail(`${date}-${menuIndex}`),
    queryFn: ({ signal }) => getPublishedMenu(date, menuIndex, signal),
    meta: { inlineErrors: true },
  });
}

export function usePublishedMenu(date: string, menuIndex: number) {
  return useQuery(publishedMenuQueryOptions(date, menuIndex));
}
