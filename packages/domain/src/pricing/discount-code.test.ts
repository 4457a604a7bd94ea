import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../messages/catalogue.ts';
import { roundTo2 } from '../numbers/round.ts';
import { acceptsDiscountCodes, applyDiscountCode } from './discount-code.ts';

const percent = (value: number) => ({ code: 'P', kind: 'PERCENT' as const, value });
const fixed = (value: number) => ({ code: 'F', kind: 'FIXED' as const, value });

describe('applyDiscountCode', () => {
  it('model 3: PERCENT p is the multiplier 1 − p/100, rounded to 2 decimals', () => {
    // LEAN flex, 5 days: 300 × 0.85 = 255
    expect(applyDiscountCode(3, 300, percent(15))).toEqual({ total: 255, discount: 45 });
    // 99.99 × 0.85 = 84.9915 → 84.99
    expect(applyDiscountCode(3, 99.99, percent(15))).toEqual({ total: 84.99, discount: 15 });
    // STRONG flex, 3 days: 228 × 0.875 = 199.5
    expect(applyDiscountCode(3, 228, percent(12.5))).toEqual({ total: 199.5, discount: 28.5 });
    // 10.05 × 0.5 = 5.025 → 5.03 (halves away from zero)
    expect(applyDiscountCode(3, 10.05, percent(50))).toEqual({ total: 5.03, discount: 5.02 });
  });

  it('model 2: PERCENT p is the week discount p/100, a fraction off', () => {
    // LEAN flex in model 2, 5 days: (70 − 14) × 5 = 280; 280 × (1 − 0.15) = 238
    expect(applyDiscountCode(2, 280, percent(15))).toEqual({ total: 238, discount: 42 });
    expect(applyDiscountCode(2, 280, percent(0))).toEqual({ total: 280, discount: 0 });
  });

  it('a PERCENT of 100 or more makes the week free (model 2’s week discount would add 1 instead)', () => {
    expect(applyDiscountCode(2, 280, percent(100))).toEqual({ total: 0, discount: 280 });
    expect(applyDiscountCode(3, 420, percent(100))).toEqual({ total: 0, discount: 420 });
    expect(applyDiscountCode(3, 420, percent(150))).toEqual({ total: 0, discount: 420 });
  });

  it('FIXED x takes CHF x off the week in models 2 and 3, never below 0', () => {
    expect(applyDiscountCode(3, 300, fixed(20))).toEqual({ total: 280, discount: 20 });
    expect(applyDiscountCode(2, 280, fixed(12.5))).toEqual({ total: 267.5, discount: 12.5 });
    expect(applyDiscountCode(3, 99.99, fixed(12.5))).toEqual({ total: 87.49, discount: 12.5 });
    // A 1-day trial of 60 with CHF 100 off is free, and only 60 is taken off.
    expect(applyDiscountCode(3, 60, fixed(100))).toEqual({ total: 0, discount: 60 });
  });

  it('refuses model 1 and a negative or non-finite value', () => {
    expect(acceptsDiscountCodes(1)).toBe(false);
    expect(acceptsDiscountCodes(2) && acceptsDiscountCodes(3)).toBe(true);
    expect(() => applyDiscountCode(1, 350, percent(10))).toThrow(messages.discountCodeOldPriceModel);
    expect(() => applyDiscountCode(3, 350, fixed(-1))).toThrow('A discount must be a number of 0 or more');
    expect(() => applyDiscountCode(3, 350, percent(Number.NaN))).toThrow();
  });

  it('never goes below 0 or above the amount, and total + discount is the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2 as const, 3 as const),
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.constantFrom('PERCENT' as const, 'FIXED' as const),
        fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
        (model, amount, kind, value) => {
          const { total, discount } = applyDiscountCode(model, amount, { code: 'X', kind, value });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(amount);
          expect(roundTo2(total + discount)).toBe(amount);
        },
      ),
    );
  });
});
