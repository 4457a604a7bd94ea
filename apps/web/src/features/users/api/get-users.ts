import { queryOptions } from '@tanstack/react-query';
import { userList, type UserStatus } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { userKeys } from './keys.ts';

/** The list's own filter: only active or only disabled accounts (none: both). */
export type UsersParams = ListParams & { status?: UserStatus | undefined };

/** GET /users: a page of users (level 0). */
export function getUsers(params: UsersParams, signal?: AbortSignal) {
  return apiRequest('/users', {
    query: { ...listQuery(params), status: params.status },
    schema: userList,
    signal,
  });
}

export function usersQueryOptions(params: UsersParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });
}
