import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginResponse, type LoginRequest } from '@brigade/domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/** POST /auth/login: a 401 here is an answer ('Unauthorised'), not an expired session. */
export function login(body: LoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: loginResponse, authFailure: 'report' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { inlineErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
