import { oneTimePasswordExpired } from '@brigade/domain/access/one-time-password';
import { messages } from '@brigade/domain/messages/catalogue';
import { AppError, unauthorised } from '../../lib/errors.ts';
import type { UserCredentials } from '../users/service.ts';

/**
 * After the right password (so nobody learns of an account's state without it, ADR 080): a disabled account
 * does not log in (403 ACCOUNT_DISABLED), nor does a one-time password past its expiry (401).
 */
export function refuseLogin(found: UserCredentials, now: Date): void {
  if (found.user.disabled_at !== null) throw new AppError(403, 'ACCOUNT_DISABLED', messages.accountDisabled);
  if (found.user.must_change_password && oneTimePasswordExpired(found.passwordExpiresAt, now)) {
    throw unauthorised(messages.oneTimePasswordExpired);
  }
}
