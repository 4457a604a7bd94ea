import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';

/** POST /auth/logout: revokes the session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', authFailure: 'report' });
}

/** Logging out ends the session even when the call fails (offline, already expired). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session is dropped locally either way.
    }
    endSession(queryClient);
  }, [queryClient]);
}
