import { DomainError } from './domain-error.ts';

/** The old app's generic result-check messages, word for word. */
export const NO_RESPONSE_MESSAGE = 'No response';
export const RESPONSE_UNSUCCESSFUL_MESSAGE = 'Response unsuccessful';
export const CAUGHT_UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';

/**
 * A body with error_code or error_message fails the call as '{code}: {message}'.
 * @public
 */
export function callFailureText(code: string, message: string): string {
  return `${code}: ${message}`;
}

/**
 * Each call wraps its error as 'Unable to <action>. <reason>'. Without a reason the prefix alone ('Unable
 * to get allergens.'). Choice: the old app's swapped create/update wording for delivery types is not
 * reproduced — callers name the action they did.
 * @public
 */
export function unableTo(action: string, reason?: string | null): string {
  const prefix = `Unable to ${action.trim().replace(/\.$/, '')}.`;
  const why = (reason ?? '').trim();
  return why ? `${prefix} ${why}` : prefix;
}

/**
 * A caught error as the user reads it: 'An error occurred: {message}', or 'An unknown error occurred.'
 * @public
 */
export function caughtErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message ? `An error occurred: ${message}` : CAUGHT_UNKNOWN_ERROR_MESSAGE;
}

/**
 * The generic result check: no response → 'No response'; a false success flag → its message, or
 * 'Response unsuccessful' when it has none. Returns the response when it succeeded.
 * @public
 */
export function checkResult<T extends object>(response: T | null | undefined): T {
  if (response === null || response === undefined) throw new DomainError('NO_RESPONSE', NO_RESPONSE_MESSAGE);
  const { success, message } = response as { success?: unknown; message?: unknown };
  if (success === false) {
    const text = typeof message === 'string' ? message.trim() : '';
    throw new DomainError('RESPONSE_UNSUCCESSFUL', text || RESPONSE_UNSUCCESSFUL_MESSAGE);
  }
  return response;
}
