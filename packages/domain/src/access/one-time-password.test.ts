import { describe, expect, it } from 'vitest';
import { oneTimePassword, oneTimePasswordExpired, oneTimePasswordExpiresAt } from './one-time-password.ts';

/** Any random source will do for the shape; the server passes node:crypto's randomInt. */
const randomInt = (max: number) => Math.floor(Math.random() * max);

describe('oneTimePassword', () => {
  it('is four groups of four unambiguous characters, long enough for the password rule', () => {
    const password = oneTimePassword((max) => randomInt(max));
    expect(password).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    expect(password).not.toMatch(/[01oOlI]/);
    expect(password.length).toBeGreaterThanOrEqual(12);
  });

  it('takes every character from the random source', () => {
    expect(oneTimePassword(() => 0)).toBe('aaaa-aaaa-aaaa-aaaa');
    const seen = new Set(Array.from({ length: 50 }, () => oneTimePassword((max) => randomInt(max))));
    expect(seen.size).toBe(50);
  });
});

describe('one-time password expiry', () => {
  it('expires 24 hours after it was made, at that instant', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const expiresAt = oneTimePasswordExpiresAt(now);
    expect(expiresAt.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(oneTimePasswordExpired(expiresAt, new Date('2026-11-30T09:59:59Z'))).toBe(false);
    expect(oneTimePasswordExpired(expiresAt, expiresAt)).toBe(true);
    expect(oneTimePasswordExpired(null, now)).toBe(false);
  });
});
