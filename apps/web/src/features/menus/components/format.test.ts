import { describe, expect, it } from 'vitest';
import { figure } from './format.ts';

describe('menu formats', () => {
  it('rounds kcal whole and grams to one decimal, two below a gram', () => {
    expect(figure(418.5, 'en', 'kcal')).toBe('419');
    expect(figure(57.46, 'en', 'g')).toBe('57.5');
    expect(figure(0.057, 'de', 'g')).toBe('0.06');
  });
});
