import { describe, expect, it } from 'vitest';
import { dayProgramme } from './day-programme.ts';

describe('dayProgramme', () => {
  const order = { type: 'LEAN' as const, isFlex: true, discountMeals: ['power_shake', 'dinner'] as const };
  it('a day override programme brings its default meals unless has_discount_meals keeps the order’s', () => {
    expect(
      dayProgramme(order, { has_discount_meals: false, programme_type: 'STRONG', is_flex: false }, undefined),
    ).toEqual({ type: 'STRONG', isFlex: false, discountMeals: [] });
    expect(
      dayProgramme(order, { has_discount_meals: true, programme_type: 'STRONG', is_flex: null }, undefined),
    ).toEqual({ type: 'STRONG', isFlex: true, discountMeals: ['power_shake', 'dinner'] });
  });
  it('has_discount_meals false without a programme change: no meals left out that day', () => {
    expect(
      dayProgramme(order, { has_discount_meals: false, programme_type: null, is_flex: null }, undefined)
        .discountMeals,
    ).toEqual([]);
  });
  it('the day override wins over the meal override', () => {
    expect(
      dayProgramme(
        order,
        { has_discount_meals: false, programme_type: 'LEAN', is_flex: false },
        { programme_type: 'STRONG', is_flex: false, discount_meals: [] },
      ).type,
    ).toBe('LEAN');
  });
});
