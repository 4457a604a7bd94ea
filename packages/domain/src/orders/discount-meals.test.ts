import { describe, expect, it } from 'vitest';
import { resolveDiscountMeals } from './discount-meals.ts';
import type { DomainError } from '../errors/domain-error.ts';

const order = (patch: Record<string, unknown>) => ({
  order_id: 42,
  type: 'LEAN',
  is_flex: 0,
  discount_meals: null,
  ...patch,
});

describe('resolveDiscountMeals', () => {
  it('uses the stored JSON list, in menu order, without duplicates', () => {
    expect(resolveDiscountMeals(order({ discount_meals: '["dinner","breakfast","dinner"]' }))).toEqual([
      'breakfast',
      'dinner',
    ]);
    expect(resolveDiscountMeals(order({ discount_meals: ['lunch'] }))).toEqual(['lunch']);
  });
  it('keeps an explicitly stored empty list', () => {
    expect(resolveDiscountMeals(order({ type: 'LEAN', discount_meals: '[]' }))).toEqual([]);
  });
  it('derives the default from type and is_flex when none is stored', () => {
    expect(resolveDiscountMeals(order({}))).toEqual(['power_shake']);
    expect(resolveDiscountMeals(order({ type: 'STRONG', is_flex: 1, discount_meals: '' }))).toEqual([
      'dinner',
    ]);
    expect(
      resolveDiscountMeals(order({ type: 'STRONG', is_flex: false, discount_meals: undefined })),
    ).toEqual([]);
  });
  it("says 'contact Tech' with neither list nor programme type", () => {
    for (const type of [null, undefined, '']) {
      expect(() => resolveDiscountMeals(order({ type }))).toThrow('contact Tech');
    }
  });
  it("says 'Unable to get discount meals for order N' when nothing can be derived", () => {
    expect(() => resolveDiscountMeals(order({ type: 'MEDIUM' }))).toThrow(
      'Unable to get discount meals for order 42',
    );
    expect(() => resolveDiscountMeals(order({ is_flex: 3 }))).toThrow(
      'Unable to get discount meals for order 42',
    );
    expect(() => resolveDiscountMeals(order({ discount_meals: '{bad' }))).toThrow(
      'Unable to get discount meals for order 42',
    );
    expect(() => resolveDiscountMeals(order({ discount_meals: '["supper"]' }))).toThrow(
      'Unable to get discount meals for order 42',
    );
    expect(() => resolveDiscountMeals(order({ discount_meals: '{"a":1}' }))).toThrow(
      'Unable to get discount meals for order 42',
    );
    try {
      resolveDiscountMeals(order({ type: 'X' }));
    } catch (error) {
      expect((error as DomainError).code).toBe('DISCOUNT_MEALS_UNAVAILABLE');
    }
  });
});
