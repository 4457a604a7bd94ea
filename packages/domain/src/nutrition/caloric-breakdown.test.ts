import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caloricBreakdown } from './caloric-breakdown.ts';

describe('caloricBreakdown', () => {
  it('splits calories into percentages', () => {
    expect(caloricBreakdown({ carbsG: 10, fatG: 10, proteinG: 10 })).toEqual({
      percentCarbs: 23.53,
      percentFat: 52.94,
      percentProtein: 23.53,
    });
    expect(caloricBreakdown({ carbsG: 25, fatG: 0, proteinG: 0 })).toEqual({
      percentCarbs: 100,
      percentFat: 0,
      percentProtein: 0,
    });
  });
  it('gives zeros without calories', () => {
    expect(caloricBreakdown({ carbsG: 0, fatG: 0, proteinG: 0 })).toEqual({
      percentCarbs: 0,
      percentFat: 0,
      percentProtein: 0,
    });
  });
  it('adds up to 100 within rounding', () => {
    const grams = fc.double({ min: 0, max: 500, noNaN: true });
    fc.assert(
      fc.property(grams, grams, grams, (carbsG, fatG, proteinG) => {
        fc.pre(carbsG + fatG + proteinG > 0.01);
        const b = caloricBreakdown({ carbsG, fatG, proteinG });
        expect(Math.abs(b.percentCarbs + b.percentFat + b.percentProtein - 100)).toBeLessThanOrEqual(0.015);
      }),
    );
  });
});
