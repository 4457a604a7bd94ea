import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginRequest, LoginResponse } from '@brigade/domain/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/**
 * POST /auth/login: a 401 here is an answer ('Unauthorised'), not an expired session. The answer is taken as
 * typed, unchecked, like the session check (lib/session.ts): the server sends it through the shared
 * `loginResponse` schema, and zod stays out of the login screen (ADR 073).
 */
export function login(body: LoginRequest) {
  return apiRequest<z.ZodType<LoginResponse>>('/auth/login', { method: 'POST', body, authFailure: 'report' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { inlineErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
