import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, type CreateUserRequest } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** POST /users: 201 the user; 409 when the username or e-mail is taken. */
export function createUser(body: CreateUserRequest) {
  return apiRequest('/users', { method: 'POST', body, schema: user });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
