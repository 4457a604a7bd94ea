import { describe, expect, it } from 'vitest';
import { isStorableNote } from './notes-limit.ts';

describe('notes limit', () => {
  it('stores notes up to 5000 characters', () => {
    expect(isStorableNote('x'.repeat(5000))).toBe(true);
  });
  it('refuses a longer note', () => {
    expect(isStorableNote('x'.repeat(5001))).toBe(false);
  });
  it('counts an emoji as one character', () => {
    expect(isStorableNote('😀'.repeat(5000))).toBe(true);
  });
});
