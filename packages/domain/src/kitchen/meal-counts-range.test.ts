import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { dayMealCounts, type KitchenDayOrder } from './day-meal-counts.ts';
import { mealCountsPerDate, type MealsProducedInput } from './meal-counts-range.ts';

const order = (id: number, extra: Partial<KitchenDayOrder> = {}): KitchenDayOrder => ({
  order_id: id,
  customer_id: 100 + id,
  first_name: `F${id}`,
  last_name: `L${id}`,
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
  start_date: '2024-03-25',
  end_date: null,
  ...extra,
});

// Three weeks from Monday 25 March 2024.
const dates: IsoDate[] = Array.from({ length: 21 }, (_, i) => addDays('2024-03-25', i));
const skip = { status: 0, programme_type: null, is_flex: null, has_discount_meals: true };
const input: MealsProducedInput = {
  dates,
  orders: [
    order(1),
    order(2, { type: 'LEAN', is_flex: true, weekdays: [1, 3] }),
    order(3, { end_date: '2024-03-25' }),
    order(4, { start_date: '2024-04-03', day_trial: true, end_date: '2024-04-01', weekdays: [3] }),
    order(5, { type: 'NOT A PROGRAMME' }),
    order(6, { start_date: '2024-04-08', discount_meals: ['lunch', 'shot'], weekdays: [1, 2, 3, 4, 5, 6] }),
    order(7, { type: 'LEAN', start_date: '2024-03-18', end_date: '2024-04-01' }),
  ],
  overrides: [
    { order_id: 1, date: '2024-03-26', dayOverride: skip },
    { order_id: 1, date: '2024-03-30', dayOverride: { ...skip, status: 1 } }, // a Saturday delivery
    {
      order_id: 2,
      date: '2024-03-27',
      mealOverride: { programme_type: 'STRONG', is_flex: false, discount_meals: [] },
    },
    { order_id: 7, date: '2024-04-02', dayOverride: { ...skip, status: 1, programme_type: 'STRONG' } },
  ],
  bags: [
    { order_id: 1, date: '2024-03-28', bags_json: [{ meal_type: 'lunch', qty: 2 }] },
    { order_id: 2, date: '2024-03-29', bags_json: [{ meal_type: 'treat', qty: -5 }] },
  ],
  slots: [
    { date: '2024-03-25', slot: 'dinner', qtyAdjust: 3 },
    { date: '2024-03-25', slot: 'extra_1', qtyAdjust: 4 },
    { date: '2024-04-04', slot: 'breakfast', qtyAdjust: -1 },
  ],
};

describe('mealCountsPerDate', () => {
  it("gives each date's toProduce per meal type exactly as dayMealCounts does on that date", () => {
    const range = mealCountsPerDate(input);
    for (const date of dates) {
      const counts = dayMealCounts({
        date,
        orders: input.orders.map((o) => {
          const own = input.overrides.filter((x) => x.order_id === o.order_id && x.date === date);
          return {
            ...o,
            dayOverride: own.find((x) => x.dayOverride)?.dayOverride ?? null,
            mealOverride: own.find((x) => x.mealOverride)?.mealOverride ?? null,
          };
        }),
        additionalBags: input.bags.filter((b) => b.date === date),
        qtyAdjust: Object.fromEntries(
          input.slots
            .filter((s) => s.date === date && s.slot !== 'extra_1')
            .map((s) => [s.slot, s.qtyAdjust]),
        ),
      });
      const expected = Object.fromEntries(MEAL_TYPES.map((m) => [m, counts.meals[m].toProduce]));
      expect({ date, counts: range.get(date) }).toEqual({ date, counts: expected });
    }
  });

  it('counts by hand: Monday 25 March and the skipped Tuesday', () => {
    const range = mealCountsPerDate(input);
    // Monday: STRONG orders 1, 3 and 7 is LEAN (no power shake), LEAN flex order 2; dinner + 3 adjusted.
    expect(range.get('2024-03-25')!.lunch).toBe(4);
    expect(range.get('2024-03-25')!.dinner).toBe(4 - 1 + 3); // LEAN flex leaves dinner out
    // Tuesday: order 1 skipped; order 2 does not deliver on Tuesdays; only order 3 (its week) and 7.
    expect(range.get('2024-03-26')!.lunch).toBe(2);
    // A bag of −5 treats cannot make fewer than 0.
    expect(range.get('2024-03-29')!.treat).toBeGreaterThanOrEqual(0);
    expect(mealCountsPerDate({ ...input, dates: [] }).size).toBe(0);
  });
});
