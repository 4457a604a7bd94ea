import type { CallMatch } from '@brigade/domain/messages/call-actions';
import { ApiError } from './api-error.ts';
import { messageText } from './i18n.ts';

type Matcher = (method: string, path: string) => CallMatch | undefined;
let matchCall: Matcher | undefined;
let loading: Promise<void> | undefined;

/**
 * The table of calls (ADR 076) is a chunk of its own, loaded with the API's messages when a call first fails:
 * the login's first load stays as small as it was.
 */
export function loadCallActions(): Promise<void> {
  loading ??= import('@brigade/domain/messages/call-actions').then(
    (table) => {
      matchCall = table.callActionMatcher();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A failed call reads 'Unable to <action>. <reason>' (spec §8): the action from the table of calls, the reason
 * what the status and body gave. A session that ended (401/403/503) and a 401 the caller expects as an answer
 * keep their message alone, as does a call the table does not know.
 */
export function wrapCallFailure(method: string, path: string, failure: ApiError): ApiError {
  if (failure.endsSession || failure.status === 401 || failure.status === 403) return failure;
  const call = matchCall?.(method, path);
  if (!call) return failure;
  const action = messageText(call.key, call.params);
  return new ApiError(
    `${action} ${failure.message}`.trim(),
    failure.status,
    failure.code,
    failure.details,
    failure.endsSession,
  );
}

const inFlight = new Set<string>();

/**
 * 'Only one call per endpoint at any one time.' (spec §8): a write identical to one still in flight (method,
 * URL and body) is refused. Returns the release of the claim, or undefined when refused; reads are never
 * refused (React Query already shares them).
 */
export function claimCall(method: string, url: string, body: unknown): (() => void) | undefined {
  if (method === 'GET') return () => undefined;
  const key = `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
  if (inFlight.has(key)) return undefined;
  inFlight.add(key);
  return () => inFlight.delete(key);
}
