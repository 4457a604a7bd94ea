import { describe, expect, it } from 'vitest';
import { per100g } from './per-100g.ts';

describe('per100g', () => {
  it('scales a serving to 100 g', () => {
    expect(per100g(30, 300)).toBe(10);
    expect(per100g(5, 50)).toBe(10);
    expect(per100g(0, 250)).toBe(0);
  });
  it('refuses a serving weight of 0, below 0 or not a number', () => {
    for (const weight of [0, -10, Number.NaN, Infinity]) {
      expect(() => per100g(10, weight)).toThrow('serving weight');
    }
  });
});
