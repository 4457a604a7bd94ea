import { describe, expect, it } from 'vitest';
import type { MealType } from '../programmes/meal-types.ts';
import { dayCustomers } from './day-customers.ts';

const empty = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const row = (order_id: number, last_name: string, tuesday: MealType[]) => ({
  order_id,
  customer_id: order_id * 10,
  first_name: 'Ana',
  last_name,
  type: 'LEAN' as const,
  is_flex: false,
  day_trial: false,
  slots: { ...empty, monday: ['breakfast' as MealType], tuesday },
  allergies: ['Peanuts'],
  preference_warnings: [],
});

describe('dayCustomers', () => {
  // 2026-03-03 is a Tuesday.
  it("lists the orders with the meal in that day's slot, one bag each, sorted by name", () => {
    const rows = [row(1, 'Zürcher', ['lunch']), row(2, 'Ärni', ['lunch', 'dinner']), row(3, 'Berg', [])];
    const items = dayCustomers(rows, new Map(), '2026-03-03', 'lunch');
    expect(items.map((i) => [i.order_id, i.bags, i.extra_bags])).toEqual([
      [2, 1, 0],
      [1, 1, 0],
    ]);
    expect(items[0]).toMatchObject({ customer_id: 20, type: 'LEAN', allergies: ['Peanuts'] });
  });

  it("adds the additional bag's lines of that meal, and lists an order with only extra bags", () => {
    const rows = [row(1, 'A', ['lunch']), row(2, 'B', ['dinner'])];
    const bags = new Map([
      [1, [{ meal_type: 'lunch' as const, qty: 2, note: '' }]],
      [
        2,
        [
          { meal_type: 'lunch' as const, qty: 1, note: 'office' },
          { meal_type: 'dinner' as const, qty: 3, note: '' },
        ],
      ],
    ]);
    const items = dayCustomers(rows, bags, '2026-03-03', 'lunch');
    expect(items.map((i) => [i.order_id, i.bags, i.extra_bags])).toEqual([
      [1, 3, 2],
      [2, 1, 1],
    ]);
  });

  it('reads the slot of the weekday of the date', () => {
    expect(dayCustomers([row(1, 'A', ['lunch'])], new Map(), '2026-03-02', 'breakfast')).toHaveLength(1);
    expect(dayCustomers([row(1, 'A', ['lunch'])], new Map(), '2026-03-02', 'lunch')).toEqual([]);
  });
});
