import { describe, expect, it } from 'vitest';
import { labelLanguageOf, sheetsOf } from './label-sheets.ts';

describe('label sheets', () => {
  it('fills sheets in order, the last one partly', () => {
    expect(sheetsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sheetsOf([], 9)).toEqual([]);
  });

  it('prints German only when asked, else English', () => {
    expect(labelLanguageOf('de')).toBe('de');
    expect(labelLanguageOf('fr')).toBe('en');
    expect(labelLanguageOf(null)).toBe('en');
  });
});
