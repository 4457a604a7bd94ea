import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { dayMealCounts, type KitchenDayOrder } from './day-meal-counts.ts';
import { mealsProducedPerDate, type MealsProducedInput } from './meal-counts-range.ts';

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

// Two weeks from Monday 25 March 2024.
const dates: IsoDate[] = Array.from({ length: 14 }, (_, i) => addDays('2024-03-25', i));
const input: MealsProducedInput = {
  dates,
  orders: [
    order(1), // STRONG Mon–Fri: 8 meals a day
    order(2, { type: 'LEAN', is_flex: true, weekdays: [1, 3] }), // 6 meals on Mondays and Wednesdays
    order(3, { end_date: '2024-03-27' }), // the first week only
    order(4, { start_date: '2024-04-03', day_trial: true }), // from Wednesday of week 2
    order(5, { type: 'NOT A PROGRAMME' }), // undetermined: no meal
    order(6, { start_date: '2024-04-15' }), // after the range
  ],
  overrides: [
    {
      order_id: 1,
      date: '2024-03-26',
      dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true },
    },
    {
      order_id: 1,
      date: '2024-03-30',
      dayOverride: { status: 1, programme_type: 'LEAN', is_flex: false, has_discount_meals: false },
    },
    {
      order_id: 3,
      date: '2024-03-27',
      mealOverride: { programme_type: 'LEAN', is_flex: false, discount_meals: ['lunch'] },
    },
    {
      order_id: 3,
      date: '2024-04-02',
      dayOverride: { status: 1, programme_type: null, is_flex: null, has_discount_meals: true },
    },
  ],
  bags: [
    { order_id: 1, date: '2024-03-25', bags_json: [{ meal_type: 'lunch', qty: 2 }] },
    { order_id: 2, date: '2024-03-27', bags_json: '[{"meal_type":"dinner","qty":-9}]' },
  ],
  slots: [
    { date: '2024-03-25', slot: 'lunch', qtyAdjust: -1 },
    { date: '2024-03-25', slot: 'extra_1', qtyAdjust: 3 },
    { date: '2024-03-28', slot: 'extra_2', qtyAdjust: -2 },
  ],
};

/** The production screens' count of one date: dayMealCounts with that date's overrides, bags and qty_adjust. */
function slowCount(date: IsoDate): number {
  const orders = input.orders.map((o) => {
    const ov = input.overrides.filter((x) => x.order_id === o.order_id && x.date === date);
    return {
      ...o,
      dayOverride: ov.find((x) => x.dayOverride)?.dayOverride,
      mealOverride: ov.find((x) => x.mealOverride)?.mealOverride,
    };
  });
  const qtyAdjust = Object.fromEntries(
    input.slots
      .filter((s) => s.date === date && s.slot.startsWith('extra') === false)
      .map((s) => [s.slot, s.qtyAdjust]),
  );
  const counts = dayMealCounts({
    date,
    orders,
    additionalBags: input.bags.filter((b) => b.date === date),
    qtyAdjust,
  });
  const extras = input.slots
    .filter((s) => s.date === date && s.slot.startsWith('extra'))
    .reduce((s, x) => s + Math.max(0, x.qtyAdjust), 0);
  return MEAL_TYPES.reduce((sum, m) => sum + counts.meals[m].toProduce, 0) + extras;
}

describe('mealsProducedPerDate', () => {
  const result = mealsProducedPerDate(input);

  it('counts what the production screens count, date by date', () => {
    for (const date of dates) expect(result.get(date), date).toBe(slowCount(date));
  });

  it('matches the hand count of the first Monday and Tuesday', () => {
    // Monday: orders 1 and 3 STRONG 8 each, order 2 LEAN flex 6; lunch bag +2, lunch qty_adjust −1; extra_1 3.
    expect(result.get('2024-03-25')).toBe(8 + 8 + 6 + 2 - 1 + 3);
    // Tuesday: order 1 skipped; order 3 STRONG 8.
    expect(result.get('2024-03-26')).toBe(8);
    // Saturday: order 1's override delivers LEAN without discount meals: LEAN never gets the power shake: 7.
    expect(result.get('2024-03-30')).toBe(7);
    // Sunday: nobody.
    expect(result.get('2024-03-31')).toBe(0);
  });

  it('gives 0 for every date without orders and an empty map for no dates', () => {
    expect(mealsProducedPerDate({ ...input, dates: [] }).size).toBe(0);
    expect(mealsProducedPerDate({ ...input, orders: [], bags: [], slots: [] }).get('2024-04-01')).toBe(0);
  });
});
