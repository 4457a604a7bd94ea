import { DomainError } from '../errors/domain-error.ts';

/** Random strings default to 6 characters; the accounting service's OAuth state is 10. */
export const DEFAULT_RANDOM_STRING_LENGTH = 6;
/** @public */
export const OAUTH_STATE_LENGTH = 10;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const LIMIT = 256 - (256 % ALPHABET.length);

/** Fills n random bytes; pass `(n) => crypto.getRandomValues(new Uint8Array(n))` (injected, no I/O here). */
export type RandomBytes = (count: number) => Uint8Array;

/**
 * A random string of letters and digits, drawn without bias from the injected byte source.
 * Use a cryptographic source for anything secret such as the OAuth state.
 * @public
 */
export function randomString(
  randomBytes: RandomBytes,
  length: number = DEFAULT_RANDOM_STRING_LENGTH,
): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new DomainError('INVALID_ARGUMENT', 'The length of a random string must be a whole number ≥ 0');
  }
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length - out.length + 8)) {
      if (byte < LIMIT && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
