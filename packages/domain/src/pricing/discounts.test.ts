import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDiscountMultipliers, applyWeekDiscount } from './discounts.ts';

describe('applyWeekDiscount', () => {
  it('takes a fraction off under 1', () => {
    expect(applyWeekDiscount(350, 0.1)).toBe(315);
    expect(applyWeekDiscount(333.33, 0.15)).toBe(283.33);
    expect(applyWeekDiscount(350, 0)).toBe(350);
    expect(applyWeekDiscount(350, 0.999)).toBe(0.35);
  });
  it('adds a value of 1 or more', () => {
    expect(applyWeekDiscount(350, 1)).toBe(351);
    expect(applyWeekDiscount(350, 25)).toBe(375);
  });
  it('refuses negative or non-finite discounts', () => {
    expect(() => applyWeekDiscount(350, -0.1)).toThrow('A discount must be a number of 0 or more');
    expect(() => applyWeekDiscount(350, Number.NaN)).toThrow();
  });
});

describe('applyDiscountMultipliers', () => {
  it('rounds between steps', () => {
    // 99.99 × 0.85 = 84.9915 → 84.99; × 0.9 = 76.491 → 76.49 (one step would give 76.49235 → 76.49)
    expect(applyDiscountMultipliers(99.99, [0.85, 0.9])).toBe(76.49);
    // 10.05 × 0.5 = 5.025 → 5.03; × 0.5 = 2.515 → 2.52 (one step: 2.5125 → 2.51)
    expect(applyDiscountMultipliers(10.05, [0.5, 0.5])).toBe(2.52);
  });
  it('leaves the amount (rounded) when there are none', () => {
    expect(applyDiscountMultipliers(100.004, [])).toBe(100);
  });
  it('refuses a negative multiplier', () => {
    expect(() => applyDiscountMultipliers(100, [0.9, -1])).toThrow();
  });
  it('never raises a price with multipliers up to 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true })),
        (amount, ms) => {
          expect(applyDiscountMultipliers(amount, ms)).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
