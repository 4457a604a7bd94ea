import { describe, expect, it } from 'vitest';
import { dayRate, oneDayTrialPrice } from './day-rate.ts';
import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import type { ProgrammeType } from '../programmes/meal-types.ts';

const plan = (type: ProgrammeType, isFlex: boolean) => ({
  type,
  isFlex,
  discountMeals: defaultDiscountMeals(type, isFlex),
});

describe('dayRate, model 1', () => {
  it('uses the fixed rates', () => {
    expect(dayRate(1, plan('LEAN', false))).toBe(70);
    expect(dayRate(1, plan('LEAN', true))).toBe(57);
    expect(dayRate(1, plan('STRONG', false))).toBe(83);
    expect(dayRate(1, plan('STRONG', true))).toBe(70);
  });
  it('charges 22 for a plan lacking only lunch', () => {
    expect(dayRate(1, { type: 'STRONG', isFlex: false, discountMeals: ['lunch'] })).toBe(22);
    expect(dayRate(1, { type: 'STRONG', isFlex: false, discountMeals: ['lunch', 'dinner'] })).toBe(83);
  });
});

describe('dayRate, model 2', () => {
  it('starts from STRONG 85 and LEAN 70', () => {
    expect(dayRate(2, plan('STRONG', false))).toBe(85);
    expect(dayRate(2, plan('LEAN', false))).toBe(70);
  });
  it('takes off the meals left out beyond the type', () => {
    expect(dayRate(2, plan('STRONG', true))).toBe(71); // − dinner 14
    expect(dayRate(2, plan('LEAN', true))).toBe(56);
    expect(dayRate(2, { type: 'STRONG', isFlex: false, discountMeals: ['lunch', 'lunch'] })).toBe(65);
    expect(dayRate(2, { type: 'STRONG', isFlex: false, discountMeals: ['dressing', 'other'] })).toBe(85);
  });
  it('stays above 0 with every meal left out', () => {
    expect(
      dayRate(2, {
        type: 'LEAN',
        isFlex: false,
        discountMeals: ['breakfast', 'shot', 'lunch', 'treat', 'dinner'],
      }),
    ).toBe(9);
    expect(
      dayRate(2, {
        type: 'STRONG',
        isFlex: false,
        discountMeals: ['breakfast', 'shot', 'lunch', 'treat', 'power_shake', 'dinner'],
      }),
    ).toBe(11);
  });
});

describe('dayRate, model 3', () => {
  it('sums the meals delivered', () => {
    expect(dayRate(3, plan('STRONG', false))).toBe(100);
    expect(dayRate(3, plan('STRONG', true))).toBe(76);
    expect(dayRate(3, plan('LEAN', false))).toBe(84);
    expect(dayRate(3, plan('LEAN', true))).toBe(60);
  });
  it('leaves the dressing (0) with the lunch and keeps other (0)', () => {
    expect(dayRate(3, { type: 'STRONG', isFlex: false, discountMeals: ['lunch'] })).toBe(70);
  });
});

describe('oneDayTrialPrice', () => {
  it('is 60 for LEAN and 65 for STRONG', () => {
    expect(oneDayTrialPrice('LEAN')).toBe(60);
    expect(oneDayTrialPrice('STRONG')).toBe(65);
  });
});
