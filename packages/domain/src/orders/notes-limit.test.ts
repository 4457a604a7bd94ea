import { describe, expect, it } from 'vitest';
import { isStorableNote, noteToStore } from './notes-limit.ts';

describe('notes limit', () => {
  it('stores notes up to 5000 characters', () => {
    expect(isStorableNote('x'.repeat(5000))).toBe(true);
    expect(noteToStore('new', 'old')).toBe('new');
    expect(noteToStore('', 'old')).toBe('');
  });
  it('ignores a longer note and keeps the current one', () => {
    expect(isStorableNote('x'.repeat(5001))).toBe(false);
    expect(noteToStore('x'.repeat(5001), 'old')).toBe('old');
    expect(noteToStore('x'.repeat(5001), null)).toBeNull();
  });
  it('counts an emoji as one character', () => {
    expect(isStorableNote('😀'.repeat(5000))).toBe(true);
  });
});
