import { describe, expect, it } from 'vitest';
import { allergenMarkKey, correctMatches, receivesMeal, type CorrectionContext } from './corrections.ts';

const order = { order_id: 10, type: 'STRONG' as const, is_flex: false, discountMeals: [] };
const base: CorrectionContext = {
  date: '2024-03-26',
  mealType: 'lunch',
  orders: [order],
  dayOverrides: [],
  mealOverrides: [],
};
const match = { customer_id: 1, order_id: 10, ingredient: 'Butter' };

describe('correctMatches', () => {
  it('keeps a match for an order that receives the meal', () => {
    expect(correctMatches([match], base)).toEqual([match]);
  });
  it('removes matches on a skipped day (status 0) only on that date', () => {
    const dayOverrides = [{ order_id: 10, date: '2024-03-26', status: 0 }];
    expect(correctMatches([match], { ...base, dayOverrides })).toEqual([]);
    expect(correctMatches([match], { ...base, dayOverrides, date: '2024-03-27' })).toEqual([match]);
    expect(correctMatches([match], { ...base, dayOverrides: [{ ...dayOverrides[0]!, status: 1 }] })).toEqual([
      match,
    ]);
  });
  it('removes matches for a discounted meal', () => {
    const orders = [{ ...order, discountMeals: ['lunch' as const] }];
    expect(correctMatches([match], { ...base, orders })).toEqual([]);
    expect(correctMatches([match], { ...base, orders, mealType: 'dressing' })).toEqual([]); // goes with lunch
    expect(correctMatches([match], { ...base, orders, mealType: 'dinner' })).toEqual([match]);
  });
  it('follows a meal override of the discount meals', () => {
    const mealOverrides = [
      { order_id: 10, programme_type: 'STRONG', is_flex: false, discount_meals: ['dinner' as const] },
    ];
    expect(correctMatches([match], { ...base, mealType: 'dinner', mealOverrides })).toEqual([]);
  });
  it('follows a programme change on the day, with that programme’s defaults', () => {
    const dayOverrides = [
      {
        order_id: 10,
        date: '2024-03-26',
        status: 1,
        programme_type: 'LEAN',
        is_flex: 1,
        has_discount_meals: false,
      },
    ];
    expect(correctMatches([match], { ...base, mealType: 'power_shake', dayOverrides })).toEqual([]);
    expect(correctMatches([match], { ...base, mealType: 'dinner', dayOverrides })).toEqual([]);
    expect(correctMatches([match], { ...base, mealType: 'lunch', dayOverrides })).toEqual([match]);
  });
  it('keeps the order’s discount meals when the day override says has_discount_meals', () => {
    const orders = [{ ...order, discountMeals: ['breakfast' as const] }];
    const dayOverrides = [
      {
        order_id: 10,
        date: '2024-03-26',
        status: 1,
        programme_type: 'STRONG',
        is_flex: 1,
        has_discount_meals: true,
      },
    ];
    expect(correctMatches([match], { ...base, orders, mealType: 'breakfast', dayOverrides })).toEqual([]);
    expect(correctMatches([match], { ...base, orders, mealType: 'dinner', dayOverrides })).toEqual([match]);
  });
  it('delivers every meal on a day override without a programme whose has_discount_meals is false (ADR 014)', () => {
    const orders = [{ ...order, discountMeals: ['breakfast' as const] }];
    const day = { order_id: 10, date: '2024-03-26', status: 1 };
    expect(correctMatches([match], { ...base, orders, mealType: 'breakfast', dayOverrides: [day] })).toEqual(
      [],
    );
    expect(
      correctMatches([match], {
        ...base,
        orders,
        mealType: 'breakfast',
        dayOverrides: [{ ...day, has_discount_meals: false }],
      }),
    ).toEqual([match]);
  });
  it('ignores a meal override whose programme is not LEAN or STRONG', () => {
    const mealOverrides = [
      { order_id: 10, programme_type: 'X', is_flex: false, discount_meals: ['lunch' as const] },
    ];
    expect(correctMatches([match], { ...base, mealOverrides })).toEqual([match]);
  });
  it('keeps matches whose order it does not know', () => {
    const other = { ...match, order_id: 99 };
    expect(
      correctMatches([other], { ...base, dayOverrides: [{ order_id: 10, date: '2024-03-26', status: 0 }] }),
    ).toEqual([other]);
  });
  it('ignores an unknown programme type in an override', () => {
    const dayOverrides = [{ order_id: 10, date: '2024-03-26', status: 1, programme_type: 'MEDIUM' }];
    expect(receivesMeal(order, { ...base, mealType: 'power_shake', dayOverrides })).toBe(true);
  });
});

describe('allergenMarkKey', () => {
  it('keys a match by customer id and order id', () => {
    expect(allergenMarkKey({ customer_id: 5, order_id: 12 })).toBe('5/12');
  });
  it('needs both ids', () => {
    for (const bad of [
      { customer_id: 5 },
      { order_id: 12 },
      { customer_id: 0, order_id: 12 },
      { customer_id: '5', order_id: 12 },
    ]) {
      expect(() => allergenMarkKey(bad)).toThrow('Allergen marking requires a customer id and an order id.');
    }
  });
});
