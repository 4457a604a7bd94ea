import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format.ts';

describe('formatIsoDate', () => {
  it('writes a date out in the language of the screen', () => {
    // ICU versions differ on the comma after the English weekday.
    expect(formatIsoDate('2031-03-03', 'en', 'full')).toMatch(/^Monday,? 3 March 2031$/);
    expect(formatIsoDate('2031-03-03', 'de', 'full')).toBe('Montag, 3. März 2031');
    expect(formatIsoDate('not a date', 'en', 'full')).toBe('not a date');
  });
});
