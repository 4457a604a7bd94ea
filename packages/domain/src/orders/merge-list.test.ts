import { describe, expect, it } from 'vitest';
import { mergeListParam } from './merge-list.ts';

describe('mergeListParam', () => {
  it('de-duplicates and comma-joins, keeping first order', () => {
    expect(mergeListParam([12, 7, 12, '7', ' 9 '])).toBe('12,7,9');
  });
  it('gives an empty text for no ids', () => {
    expect(mergeListParam([])).toBe('');
    expect(mergeListParam(['', ' '])).toBe('');
  });
});
