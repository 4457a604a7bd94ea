import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@brigade/domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/change-password: 204; the user's other sessions are revoked; 422 when the current one is wrong. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { inlineErrors: true } });
}
