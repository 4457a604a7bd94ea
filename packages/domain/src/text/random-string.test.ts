import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_LENGTH, randomString } from './random-string.ts';

const crypto = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));

describe('randomString', () => {
  it('defaults to 6 letters and digits; the OAuth state is 10', () => {
    expect(randomString(crypto)).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(randomString(crypto, OAUTH_STATE_LENGTH)).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(randomString(crypto, 0)).toBe('');
  });
  it('maps bytes to the alphabet and skips biased bytes', () => {
    let call = 0;
    const fixed = (n: number) =>
      call++ === 0
        ? new Uint8Array([0, 255, 61, 62, 248, 1, 2, 3, 4, 5, 6, 7, 8]).slice(0, n)
        : new Uint8Array(n);
    expect(randomString(fixed, 5)).toBe('A9ABC');
  });
  it('refuses a negative or fractional length', () => {
    expect(() => randomString(crypto, -1)).toThrow();
    expect(() => randomString(crypto, 2.5)).toThrow();
  });
});
