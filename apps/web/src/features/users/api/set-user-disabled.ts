import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * POST /users/:id/disable or /enable: 200 the user. Disabling ends their sessions and stops their login; 422 for
 * yourself or the last administrator.
 */
export function setUserDisabled({ id, disabled }: { id: number; disabled: boolean }) {
  return apiRequest(`/users/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST', schema: user });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
