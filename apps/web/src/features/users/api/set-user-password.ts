import { useMutation } from '@tanstack/react-query';
import type { SetUserPasswordRequest } from '@brigade/domain/schemas/users';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /users/:id/password: 204; that user's sessions end. */
export async function setUserPassword({
  id,
  ...body
}: SetUserPasswordRequest & { id: number }): Promise<void> {
  await apiRequest(`/users/${id}/password`, { method: 'PUT', body });
}

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword, meta: { inlineErrors: true } });
}
