/** A one-time password is valid for a day after a SUPER generated it (ADR 080). */
export const oneTimePasswordHours = 24;

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/l/I). */
const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY23456789';

/**
 * A one-time password: 16 characters in four groups of four (`xxxx-xxxx-xxxx-xxxx`, about 90 bits), easy to read
 * out. `randomInt(n)` must be a cryptographic random whole number from 0 to n - 1.
 */
export function oneTimePassword(randomInt: (max: number) => number): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g += 1) {
    let group = '';
    for (let i = 0; i < 4; i += 1) group += alphabet[randomInt(alphabet.length)];
    groups.push(group);
  }
  return groups.join('-');
}

export function oneTimePasswordExpiresAt(now: Date): Date {
  return new Date(now.getTime() + oneTimePasswordHours * 3_600_000);
}

/** A one-time password still to be replaced can be used until its expiry, not at or after it. */
export function oneTimePasswordExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}
