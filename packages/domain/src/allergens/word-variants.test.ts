import { describe, expect, it } from 'vitest';
import { normaliseWords, pluralWord, singularWord, wordVariants } from './word-variants.ts';

describe('singularWord / pluralWord', () => {
  it('handles nut/nuts, tomato/tomatoes, berry/berries', () => {
    expect(singularWord('nuts')).toBe('nut');
    expect(singularWord('tomatoes')).toBe('tomato');
    expect(singularWord('berries')).toBe('berry');
    expect(pluralWord('nut')).toBe('nuts');
    expect(pluralWord('tomato')).toBe('tomatoes');
    expect(pluralWord('berry')).toBe('berries');
  });
  it('handles other English endings', () => {
    expect(singularWord('peaches')).toBe('peach');
    expect(singularWord('anchovies')).toBe('anchovy');
    expect(singularWord('eggs')).toBe('egg');
    expect(pluralWord('peach')).toBe('peaches');
    expect(pluralWord('day')).toBe('days');
  });
  it('leaves words that only look plural, and too-short results', () => {
    expect(singularWord('hummus')).toBe('hummus');
    expect(singularWord('couscous')).toBe('couscous');
    expect(singularWord('swiss')).toBe('swiss');
    expect(singularWord('tahini')).toBe('tahini');
    expect(singularWord('pies')).toBe('pies'); // 'py' would be too short to match safely
    expect(singularWord('as')).toBe('as');
  });
});

describe('wordVariants', () => {
  it('gives the written, singular and plural forms', () => {
    expect(wordVariants('Nuts')).toEqual(['nuts', 'nut']);
    expect(wordVariants('tomato')).toEqual(['tomato', 'tomatoes']);
    expect(wordVariants('Cherry  Tomatoes')).toEqual(['cherry tomatoes', 'cherry tomato']);
    expect(wordVariants('pine nut')).toEqual(['pine nut', 'pine nuts']);
  });
  it('has no forms for blank text', () => {
    expect(wordVariants('   ')).toEqual([]);
    expect(wordVariants('--')).toEqual([]);
  });
  it('normalises case, punctuation and spaces', () => {
    expect(normaliseWords('  Peanut-Butter (crunchy) ')).toBe('peanut butter crunchy');
    expect(normaliseWords('Haselnüsse')).toBe('haselnüsse');
  });
});
