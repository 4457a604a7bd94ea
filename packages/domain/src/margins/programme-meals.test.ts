import { describe, expect, it } from 'vitest';
import type { KitchenDayOrder } from '../kitchen/day-meal-counts.ts';
import { mealsWithoutRecipe, orderProgrammeLabel, programmeMealsOfDay } from './programme-meals.ts';

// Monday 10 March 2031. Meals in menu order: breakfast, shot, lunch, dressing, treat, power_shake, dinner, other.
const DATE = '2031-03-10';
const order = (id: number, extra: Partial<KitchenDayOrder> = {}): KitchenDayOrder => ({
  order_id: id,
  customer_id: 100 + id,
  first_name: `C${id}`,
  last_name: 'Margin',
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
  ...extra,
});

describe('the programme of an order, as margins book it', () => {
  it("is the order's own programme, a trial named as a trial", () => {
    expect(orderProgrammeLabel({ type: 'LEAN', is_flex: 1, day_trial: false })).toBe('LEAN flex');
    expect(orderProgrammeLabel({ type: 'LEAN', is_flex: true, day_trial: true })).toBe('LEAN trial');
    expect(orderProgrammeLabel({ type: 'STRONG', is_flex: false, day_trial: false })).toBe('STRONG');
  });

  it('is none when the type or flex cannot be read', () => {
    expect(orderProgrammeLabel({ type: 'PIZZA', is_flex: false, day_trial: false })).toBeNull();
    expect(orderProgrammeLabel({ type: 'LEAN', is_flex: 'yes', day_trial: false })).toBeNull();
  });
});

describe('the meals each programme receives on a date', () => {
  // 1 STRONG                              → all 8 meals                             (STRONG)
  // 2 LEAN flex                           → no power shake, no dinner               (LEAN flex)
  // 3 LEAN, day override STRONG flex      → all but dinner, booked under its own    (LEAN)
  // 4 STRONG 1-day trial                  → all 8                                   (STRONG trial)
  // 5 STRONG without lunch (so no dressing); bag lunch +2, dinner −1                (STRONG)
  // 6 STRONG skipped (status 0); bag dinner +1: a bag counts on a day off too       (STRONG)
  // 7 unreadable type; bag lunch +1                                                 (nowhere)
  //   a bag of order 99, not among the orders                                       (nowhere)
  const meals = programmeMealsOfDay({
    date: DATE,
    orders: [
      order(1),
      order(2, { type: 'LEAN', is_flex: true }),
      order(3, {
        type: 'LEAN',
        dayOverride: { status: 1, programme_type: 'STRONG', is_flex: true, has_discount_meals: false },
      }),
      order(4, { day_trial: true }),
      order(5, { discount_meals: ['lunch'] }),
      order(6, { dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true } }),
      order(7, { type: 'PIZZA' }),
    ],
    additionalBags: [
      {
        order_id: 5,
        bags_json: [
          { meal_type: 'lunch', qty: 2 },
          { meal_type: 'dinner', qty: -1 },
        ],
      },
      { order_id: 6, bags_json: '[{"meal_type":"dinner","qty":1}]' },
      { order_id: 7, bags_json: [{ meal_type: 'lunch', qty: 1 }] },
      { order_id: 99, bags_json: [{ meal_type: 'lunch', qty: 5 }] },
    ],
  });
  const counts = (meal: keyof typeof meals) => Object.fromEntries(meals[meal]);

  it('counts each delivered meal under the order’s programme, bags included', () => {
    expect(counts('lunch')).toEqual({ STRONG: 3, 'LEAN flex': 1, LEAN: 1, 'STRONG trial': 1 });
    expect(counts('dinner')).toEqual({ STRONG: 2, 'STRONG trial': 1 });
    expect(counts('power_shake')).toEqual({ STRONG: 2, LEAN: 1, 'STRONG trial': 1 });
    expect(counts('dressing')).toEqual({ STRONG: 1, 'LEAN flex': 1, LEAN: 1, 'STRONG trial': 1 });
    expect(counts('breakfast')).toEqual({ STRONG: 2, 'LEAN flex': 1, LEAN: 1, 'STRONG trial': 1 });
  });

  it('counts the meals of slots without a recipe', () => {
    // Only lunch and dinner have recipes: breakfast 5, shot 5, dressing 4, treat 5, power shake 4, other 5.
    expect(mealsWithoutRecipe(meals, new Set(['lunch', 'dinner', 'extra_1']))).toBe(28);
    const every = new Set([
      'breakfast',
      'shot',
      'lunch',
      'dressing',
      'treat',
      'power_shake',
      'dinner',
      'other',
    ]);
    expect(mealsWithoutRecipe(meals, every)).toBe(0);
  });
});
