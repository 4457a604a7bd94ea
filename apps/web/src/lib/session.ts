import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me } from '@brigade/domain/schemas/auth';
import { apiRequest } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { rememberSignedIn } from './signed-in-hint.ts';

export const sessionKey = ['session', 'me'] as const;

/**
 * Who is logged in: the user, or null when there is no live session (the server answers 204; a 401 from an older
 * server means the same). The answer is taken as typed, unchecked:
 * the server sends it through the shared `me` schema, and every screen asks it before anything else, so zod
 * stays out of the first load (ADR 073).
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const user = await apiRequest<z.ZodType<Me | undefined>>('/auth/me', { signal, authFailure: 'report' });
    rememberSignedIn(Boolean(user));
    return user ?? null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      rememberSignedIn(false);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
  meta: { inlineErrors: true },
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The logged-in user; only for components below the session gate. */
export function useCurrentUser(): Me {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser needs a session (render it below the session gate)');
  return data;
}

let epoch = 0;

/** Counts sessions, so the app's router starts afresh after a new login (see app/authenticated-app). */
export function sessionEpoch(): number {
  return epoch;
}

export function startSession(client: QueryClient, user: Me): void {
  epoch += 1;
  rememberSignedIn(true);
  client.setQueryData(sessionKey, user);
}

/** Logging out clears the session and everything cached for the user. */
export function endSession(client: QueryClient): void {
  rememberSignedIn(false);
  client.setQueryData(sessionKey, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  client.getMutationCache().clear();
}
