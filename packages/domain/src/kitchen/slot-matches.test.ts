import { describe, expect, it } from 'vitest';
import type { KitchenDayOrder } from './day-meal-counts.ts';
import { slotMatches } from './slot-matches.ts';

const DATE = '2024-03-26'; // a Tuesday

const order = (id: number, extra: Partial<KitchenDayOrder> = {}): KitchenDayOrder => ({
  order_id: id,
  customer_id: 100 + id,
  first_name: 'A',
  last_name: 'B',
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
  ...extra,
});

// 1 STRONG: every meal. 2 LEAN flex: no power_shake, no dinner. 3: skips the day.
const orders = [
  order(1),
  order(2, { type: 'LEAN', is_flex: true }),
  order(3, { dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true } }),
];

const match = (recipeId: number, orderId: number | null) => ({ recipe_id: recipeId, order_id: orderId });

describe('slotMatches', () => {
  const matches = [match(10, 1), match(10, 2), match(10, 3), match(10, 99), match(10, null), match(20, 2)];
  const [dinner, extra, lunch] = slotMatches({
    date: DATE,
    orders,
    slots: [
      { slot: 'dinner', recipeId: 10 },
      { slot: 'extra_1', recipeId: 20 },
      { slot: 'lunch', recipeId: 10 },
    ],
    matches,
  });

  it("keeps a meal slot's matches of the orders receiving that meal", () => {
    expect(dinner?.map((m) => m.order_id)).toEqual([1, 99, null]);
    expect(lunch?.map((m) => m.order_id)).toEqual([1, 2, 99, null]);
  });

  it("keeps every order's match on an extra slot, and only its own recipe's", () => {
    expect(extra).toEqual([match(20, 2)]);
  });
});
