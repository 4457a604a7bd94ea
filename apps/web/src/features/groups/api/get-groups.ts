import { queryOptions } from '@tanstack/react-query';
import { customerGroupList } from '@brigade/domain/schemas/groups';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { groupKeys } from './keys.ts';

/** GET /groups: a page of groups with their member counts; `q` searches name and description. */
export function getGroups(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/groups', { query: listQuery(params), schema: customerGroupList, signal });
}

export function groupsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: groupKeys.list(params),
    queryFn: ({ signal }) => getGroups(params, signal),
  });
}
