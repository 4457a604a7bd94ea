import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';

/**
 * A kitchen call's error reads 'Unable to <action>. <reason>' ('Unable to submit day recipes. …').
 * Session-ending errors pass untouched: the user was already told and is being logged out.
 */
export async function withSpecPrefix<T>(prefix: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.endsSession) throw error;
    const text = `${translateMessage(prefix)} ${error.message}`.trim();
    throw new ApiError(text, error.status, error.code, error.details);
  }
}
