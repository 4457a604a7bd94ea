import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, type UpdateUserRequest } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * PUT /users/:id: 200 the user; 409 on a stale version or a taken name; 422 for your own demotion or the last
 * administrator's. A new group, category or company ends that user's sessions.
 */
export function updateUser({ id, ...body }: UpdateUserRequest & { id: number }) {
  return apiRequest(`/users/${id}`, { method: 'PUT', body, schema: user });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
