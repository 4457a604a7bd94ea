import { describe, expect, it } from 'vitest';
import { defaultDiscountMeals } from './default-discount-meals.ts';

describe('defaultDiscountMeals', () => {
  it('derives the meals left out from type and is_flex', () => {
    expect(defaultDiscountMeals('STRONG', false)).toEqual([]);
    expect(defaultDiscountMeals('STRONG', true)).toEqual(['dinner']);
    expect(defaultDiscountMeals('LEAN', false)).toEqual(['power_shake']);
    expect(defaultDiscountMeals('LEAN', true)).toEqual(['power_shake', 'dinner']);
  });
});
