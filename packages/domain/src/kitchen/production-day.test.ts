import { describe, expect, it } from 'vitest';
import { dayMealCounts, type KitchenDayOrder } from './day-meal-counts.ts';
import { compareMenuSlots, inSlotOrder, showsBagChanges, unassignedMeals } from './production-day.ts';

const DATE = '2024-03-26'; // a Tuesday

const strong: KitchenDayOrder = {
  order_id: 1,
  customer_id: 101,
  first_name: 'Beat',
  last_name: 'Keller',
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
};

describe('inSlotOrder', () => {
  it('puts the meals in menu order, then the extras, and drops unknown slots', () => {
    const rows = ['extra_2', 'dinner', 'lunch', 'mystery', 'extra_1', 'breakfast'].map((slot) => ({ slot }));
    expect(inSlotOrder(rows).map((r) => r.slot)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'extra_1',
      'extra_2',
    ]);
  });
});

describe('compareMenuSlots', () => {
  it('lists the meals in menu order, then the other slots by name', () => {
    const slots = ['extra_2', 'mystery', 'dinner', 'extra_1', 'breakfast', 'lunch'];
    expect(slots.sort(compareMenuSlots)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'extra_1',
      'extra_2',
      'mystery',
    ]);
  });
});

describe('unassignedMeals and showsBagChanges', () => {
  it('lists the meals with something to produce and no recipe', () => {
    const counts = dayMealCounts({ date: DATE, orders: [strong], additionalBags: [], qtyAdjust: {} });
    const assigned = new Set(['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'power_shake', 'extra_1']);
    expect(unassignedMeals(counts, assigned)).toEqual(['dinner', 'other']);
    expect(showsBagChanges(counts)).toBe(false);
  });

  it('shows bag changes even when they cancel out', () => {
    const counts = dayMealCounts({
      date: DATE,
      orders: [],
      additionalBags: [
        {
          order_id: 1,
          customer_id: 101,
          first_name: 'Beat',
          last_name: 'Keller',
          bags_json: [{ meal_type: 'lunch', qty: 1 }],
        },
        {
          order_id: 2,
          customer_id: 102,
          first_name: 'Eva',
          last_name: 'Graf',
          bags_json: [{ meal_type: 'lunch', qty: -1 }],
        },
      ],
      qtyAdjust: {},
    });
    expect(showsBagChanges(counts)).toBe(true);
    expect(unassignedMeals(counts, new Set())).toEqual([]);
  });
});
