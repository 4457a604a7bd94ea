import { queryOptions } from '@tanstack/react-query';
import { shoppingListPage } from '@brigade/domain/schemas/shopping-lists';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ListParams } from '../../../lib/list.ts';
import { shoppingListKeys } from './keys.ts';

/**
 * GET /shopping-lists: newest first, searched by name (length ≤ 100); with a week id only the lists with a
 * date in that week.
 */
export function shoppingListsQueryOptions(params: ListParams, weekId?: string) {
  const query = { start: params.start, length: params.length, q: params.q, week_id: weekId };
  return queryOptions({
    queryKey: shoppingListKeys.list(query),
    queryFn: ({ signal }) => apiRequest('/shopping-lists', { query, schema: shoppingListPage, signal }),
  });
}
