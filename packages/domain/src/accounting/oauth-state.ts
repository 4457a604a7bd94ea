/** The OAuth state of an accounting login (spec §6): a random string of 10 letters and digits. */
export const OAUTH_STATE_LENGTH = 10;
/** A state is good for ten minutes after it was handed out, once, to the user who asked for it. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const oauthStatePattern = /^[A-Za-z0-9]{10}$/;

/**
 * A new state from `randomBelow(n)`, a uniform whole number from 0 to n - 1 (the server passes
 * crypto.randomInt, so the state cannot be guessed).
 */
export function newOauthState(randomBelow: (n: number) => number): string {
  let state = '';
  for (let i = 0; i < OAUTH_STATE_LENGTH; i += 1) state += ALPHABET[randomBelow(ALPHABET.length)];
  return state;
}

/** Why a returned state is refused: never handed out or already used, too old, or another user's. */
export type OauthStateRefusal = 'unknown' | 'expired' | 'other-user';

/**
 * Whether the state found for a login callback may complete it: it must exist (a used state is deleted, so it
 * reads as unknown), belong to the calling user and be younger than ten minutes.
 */
export function oauthStateRefusal(
  found: { userId: number; createdAt: Date } | undefined,
  userId: number,
  now: Date,
): OauthStateRefusal | null {
  if (!found) return 'unknown';
  if (found.userId !== userId) return 'other-user';
  if (now.getTime() - found.createdAt.getTime() >= OAUTH_STATE_TTL_MS) return 'expired';
  return null;
}
