import { describe, expect, it } from 'vitest';
import { figure, longDate } from './format.ts';

describe('menu formats', () => {
  it('writes a date out in the language of the screen', () => {
    // ICU versions differ on the comma after the English weekday.
    expect(longDate('2031-03-03', 'en')).toMatch(/^Monday,? 3 March 2031$/);
    expect(longDate('2031-03-03', 'de')).toBe('Montag, 3. März 2031');
    expect(longDate('not a date', 'en')).toBe('not a date');
  });

  it('rounds kcal whole and grams to one decimal, two below a gram', () => {
    expect(figure(418.5, 'en', 'kcal')).toBe('419');
    expect(figure(57.46, 'en', 'g')).toBe('57.5');
    expect(figure(0.057, 'de', 'g')).toBe('0.06');
  });
});
