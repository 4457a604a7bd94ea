import { notify } from '../../../lib/notifications.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * Shows a failed write in a snackbar that stays until closed; its message already reads 'Unable to <action>.
 * <reason>' (the API client, ADR 076). Session-ending errors were already announced.
 */
export function notifyFailure(error: unknown): void {
  if (isApiError(error) && error.endsSession) return;
  notify(error instanceof Error ? error.message : String(error), 'error');
}
