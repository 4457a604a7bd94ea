import { messages } from '../messages/catalogue.ts';
import { formatErrorCode } from './error-text.ts';

/** What the user sees for a failed call, and whether it logs them out. */
export type ErrorEffect = 'snackbar' | 'logout';

export interface StatusMessage {
  readonly message: string;
  readonly effect: ErrorEffect;
}

/** The old app's texts for a response without a status: 'Unknown error' (also 'No response status'). */
export const NO_STATUS_MESSAGE = 'Unknown error';
export const NO_RESPONSE_STATUS_MESSAGE = 'No response status';

function errorBodyOf(data: unknown): { code: string; message: string } | null {
  if (!data || typeof data !== 'object') return null;
  const { error_code: code, error_message: message } = data as Record<string, unknown>;
  if (typeof code !== 'string' && typeof message !== 'string') return null;
  return { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
}

/**
 * Status handling: the message and effect for a response, or null when it succeeded (2xx or
 * 304). The table is applied in this order (the old app listed the rows but not their precedence):
 * no status → 'Unknown error'; 401/403 → session expired, log out; 503 → maintenance, log out;
 * 500 → the generic unknown-error text (a 500 never shows its internals); 400 whose data is a list →
 * the items on separate lines; a body with error_code/error_message → 'code - message'; 422 → the
 * generic parameters text; any other status → 'Unable to connect…'.
 */
export function messageForResponse(response: {
  readonly status?: number | null;
  readonly data?: unknown;
}): StatusMessage | null {
  const { status, data } = response;
  if (!status) return { message: NO_STATUS_MESSAGE, effect: 'snackbar' };
  if ((status >= 200 && status < 300) || status === 304) return null;
  if (status === 401 || status === 403) return { message: messages.sessionExpired, effect: 'logout' };
  if (status === 503) return { message: messages.maintenance, effect: 'logout' };
  if (status === 500) return { message: messages.unknownError, effect: 'snackbar' };
  if (status === 400 && Array.isArray(data))
    return { message: data.map(String).join('\n'), effect: 'snackbar' };
  const body = errorBodyOf(data);
  if (body) return { message: formatErrorCode(body.code, body.message), effect: 'snackbar' };
  if (status === 422) return { message: messages.unprocessable, effect: 'snackbar' };
  return { message: messages.unableToConnect, effect: 'snackbar' };
}
