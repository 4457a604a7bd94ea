import { DomainError } from './domain-error.ts';

/** Spec §8 generic result checks, word for word. */
export const NO_RESPONSE_MESSAGE = 'No response';
export const RESPONSE_UNSUCCESSFUL_MESSAGE = 'Response unsuccessful';
export const NON_STANDARD_ERROR_MESSAGE = 'An unknown error occurred';
export const HTTP_ERROR_MESSAGE = 'HTTP ERROR';
export const CAUGHT_UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';

/** Spec §8: "code, plus ' - ' and the message if it differs" (a body with only a message shows the message). */
export function formatErrorCode(code: string, message: string): string {
  if (!code) return message;
  return message && message !== code ? `${code} - ${message}` : code;
}

/** Spec §7: "when a body contains error_code or error_message the call fails as '{code}: {message}'". */
export function callFailureText(code: string, message: string): string {
  return `${code}: ${message}`;
}

/**
 * Spec §8: "Each call wraps its error as 'Unable to <action>. <reason>'". Without a reason the prefix
 * alone ('Unable to get allergens.'). Choice: the spec's swapped create/update wording for delivery
 * types is not reproduced — callers name the action they did.
 */
export function unableTo(action: string, reason?: string | null): string {
  const prefix = `Unable to ${action.trim().replace(/\.$/, '')}.`;
  const why = (reason ?? '').trim();
  return why ? `${prefix} ${why}` : prefix;
}

/** Spec §8: "Helper message for caught errors: 'An error occurred: {message}', or 'An unknown error occurred.'" */
export function caughtErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message ? `An error occurred: ${message}` : CAUGHT_UNKNOWN_ERROR_MESSAGE;
}

/**
 * Spec §8 generic result check: no response → 'No response'; a false success flag → its message, or
 * 'Response unsuccessful' when it has none. Returns the response when it succeeded.
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
