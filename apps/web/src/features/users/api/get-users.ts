import { queryOptions } from '@tanstack/react-query';
import { userList } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { userKeys } from './keys.ts';

/** GET /users: a page of users (level 0). */
export function getUsers(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/users', { query: listQuery(params), schema: userList, signal });
}

export function usersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });
}
