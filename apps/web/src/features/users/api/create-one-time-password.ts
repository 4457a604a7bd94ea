import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oneTimePasswordResponse } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * POST /users/:id/one-time-password: 201 the password (shown once, valid 24 hours); the user's sessions end and
 * they must choose a new password at their next login. 422 for your own user.
 */
export function createOneTimePassword(id: number) {
  return apiRequest(`/users/${id}/one-time-password`, { method: 'POST', schema: oneTimePasswordResponse });
}

export function useCreateOneTimePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOneTimePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
