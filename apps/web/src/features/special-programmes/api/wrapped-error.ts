import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { ApiError, isApiError } from '../../../lib/api-error.ts';

/** A call's error reads 'Unable to <action>. <reason>' (the prefix a catalogue message or text). */
export function wrappedMessage(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `${translateMessage(prefix)} ${reason}`.trim();
}

/** Runs a call and gives its failure the 'Unable to …' prefix (a caller's abort passes through untouched). */
export async function wrapFailure<T>(prefix: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.endsSession) throw error;
    throw new ApiError(wrappedMessage(prefix, error), error.status, error.code, error.details);
  }
}

/** Shows a failed write with its 'Unable to …' prefix (session-ending errors were already announced). */
export function notifyWrapped(prefix: string) {
  return (error: unknown) => {
    if (isApiError(error) && error.endsSession) return;
    notify(wrappedMessage(prefix, error), 'error');
  };
}
