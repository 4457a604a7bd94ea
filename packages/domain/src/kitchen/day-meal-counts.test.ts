import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error.ts';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import {
  dayMealCounts,
  receivingOrders,
  type DayCountKey,
  type DayMealCountsInput,
  type KitchenDayOrder,
} from './day-meal-counts.ts';

const COUNT_KEYS: readonly DayCountKey[] = [
  'numLean',
  'numLeanFlex',
  'numStrong',
  'numStrongFlex',
  'numOther',
];

// Tuesday 26 March 2024 (week 2024_13). Meals in menu order:
// breakfast, shot, lunch, dressing, treat, power_shake, dinner, other.
const DATE = '2024-03-26';

const order = (
  id: number,
  first: string,
  last: string,
  extra: Partial<KitchenDayOrder> = {},
): KitchenDayOrder => ({
  order_id: id,
  customer_id: 100 + id,
  first_name: first,
  last_name: last,
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
  ...extra,
});

// The worked day:
// 1 Anna  LEAN flex           → defaults [power_shake, dinner]: 6 meals, numLeanFlex
// 2 Beat  STRONG              → no discount meals: all 8, numStrong
// 3 Carla STRONG, day status 0 → skipped: nothing
// 4 Dario LEAN, day override STRONG flex (has_discount_meals false) → defaults [dinner]: 7 meals, numStrongFlex
// 5 Eva   STRONG, meal override LEAN with [lunch] → LEAN also drops power_shake; dressing goes with lunch:
//         breakfast, shot, treat, dinner, other — numLean
// 6 Fritz STRONG 1-day trial  → all 8, numOther
const orders: KitchenDayOrder[] = [
  order(1, 'Anna', 'Muster', { type: 'LEAN', is_flex: true }),
  order(2, 'Beat', 'Keller'),
  order(3, 'Carla', 'Rossi', {
    dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true },
  }),
  order(4, 'Dario', 'Frei', {
    type: 'LEAN',
    dayOverride: { status: 1, programme_type: 'STRONG', is_flex: true, has_discount_meals: false },
  }),
  order(5, 'Eva', 'Graf', {
    mealOverride: { programme_type: 'LEAN', is_flex: false, discount_meals: ['lunch'] },
  }),
  order(6, 'Fritz', 'Huber', { day_trial: true }),
];

const input: DayMealCountsInput = {
  date: DATE,
  orders,
  // Beat adds 2 lunches.
  additionalBags: [{ order_id: 2, bags_json: [{ meal_type: 'lunch', qty: 2, note: 'office' }] }],
  qtyAdjust: { lunch: -1, dinner: -5 },
};

describe('dayMealCounts — the worked day', () => {
  const result = dayMealCounts(input);

  it('counts breakfast: Anna LF, Beat S, Dario SF, Eva L, Fritz O = 5', () => {
    expect(result.meals.breakfast).toMatchObject({
      numLean: 1,
      numLeanFlex: 1,
      numStrong: 1,
      numStrongFlex: 1,
      numOther: 1,
      totalOrderCount: 5,
      bagExtra: 0,
      qtyAdjust: 0,
      toProduce: 5,
      bagAdjustments: [],
    });
  });

  it('counts lunch without Eva (her meal override leaves it out); bag +2, qty_adjust −1: 4 + 2 − 1 = 5', () => {
    expect(result.meals.lunch).toEqual({
      numLean: 0,
      numLeanFlex: 1,
      numStrong: 1,
      numStrongFlex: 1,
      numOther: 1,
      totalOrderCount: 4,
      bagExtra: 2,
      qtyAdjust: -1,
      toProduce: 5,
      bagAdjustments: [{ customerId: 102, firstName: 'Beat', lastName: 'Keller', qty: 2 }],
    });
    // dressing goes with lunch: the same four orders, no bag, no adjust
    expect(result.meals.dressing).toMatchObject({ totalOrderCount: 4, numLean: 0, toProduce: 4 });
  });

  it('leaves the power shake to STRONG, STRONG flex and the trial: Beat, Dario, Fritz = 3', () => {
    expect(result.meals.power_shake).toMatchObject({
      numLean: 0,
      numLeanFlex: 0,
      numStrong: 1,
      numStrongFlex: 1,
      numOther: 1,
      totalOrderCount: 3,
      toProduce: 3,
    });
  });

  it('gives dinner to Beat, Eva and Fritz (not LEAN flex, not STRONG flex); 3 − 5 is clamped to 0', () => {
    expect(result.meals.dinner).toMatchObject({
      numLean: 1,
      numLeanFlex: 0,
      numStrong: 1,
      numStrongFlex: 0,
      numOther: 1,
      totalOrderCount: 3,
      qtyAdjust: -5,
      toProduce: 0,
    });
  });

  it('never counts the skipped day (Carla)', () => {
    expect(receivingOrders(input, 'other').map((o) => o.orderId)).toEqual([1, 2, 4, 5, 6]);
  });

  it('gives the day totals once per delivering order', () => {
    expect(result.totals).toEqual({
      numLean: 1,
      numLeanFlex: 1,
      numStrong: 1,
      numStrongFlex: 1,
      numOther: 1,
      totalOrderCount: 5,
    });
    expect(result.undeterminedOrders).toEqual([]);
    expect(result.invalidBagEntries).toEqual([]);
  });

  it('has num* summing to totalOrderCount for every meal and in the totals', () => {
    for (const counts of [...MEAL_TYPES.map((m) => result.meals[m]), result.totals]) {
      const sum = COUNT_KEYS.reduce((s, key) => s + counts[key], 0);
      expect(sum).toBe(counts.totalOrderCount);
    }
    // per meal: 5 5 4 4 5 3 3 5
    expect(MEAL_TYPES.map((m) => result.meals[m].totalOrderCount)).toEqual([5, 5, 4, 4, 5, 3, 3, 5]);
  });
});

describe('dayMealCounts — single rules', () => {
  const one = (o: KitchenDayOrder, extra: Partial<DayMealCountsInput> = {}) =>
    dayMealCounts({ date: DATE, orders: [o], additionalBags: [], qtyAdjust: {}, ...extra });

  it('counts a LEAN flex order without power shake or dinner', () => {
    const r = one(order(1, 'Anna', 'Muster', { type: 'LEAN', is_flex: 1 }));
    expect(r.meals.power_shake.totalOrderCount).toBe(0);
    expect(r.meals.dinner.totalOrderCount).toBe(0);
    expect(r.meals.lunch.numLeanFlex).toBe(1);
    expect(r.totals.numLeanFlex).toBe(1);
  });

  it('counts a 1-day trial in numOther, even when a day override changes its programme', () => {
    const r = one(
      order(6, 'Fritz', 'Huber', {
        type: 'LEAN',
        day_trial: true,
        dayOverride: { status: 1, programme_type: 'STRONG', is_flex: false, has_discount_meals: false },
      }),
    );
    // STRONG that day: the power shake is delivered, counted as other
    expect(r.meals.power_shake).toMatchObject({ numOther: 1, numStrong: 0, totalOrderCount: 1 });
    expect(r.totals.numOther).toBe(1);
  });

  it('keeps the order’s discount meals when the day override says has_discount_meals', () => {
    // STRONG with stored ['treat'] switched to STRONG flex but keeping its own list: treat out, dinner in
    const r = one(
      order(7, 'Gina', 'Lang', {
        discount_meals: '["treat"]',
        dayOverride: { status: 1, programme_type: 'STRONG', is_flex: true, has_discount_meals: true },
      }),
    );
    expect(r.meals.treat.totalOrderCount).toBe(0);
    expect(r.meals.dinner.numStrongFlex).toBe(1);
  });

  it('gives every meal on a day override without programme and without has_discount_meals (dayProgramme)', () => {
    // LEAN flex normally leaves out power shake and dinner; this override drops its discount meals,
    // and deliveredMealTypes still keeps LEAN off the power shake: dinner in, power shake out
    const r = one(
      order(1, 'Anna', 'Muster', {
        type: 'LEAN',
        is_flex: true,
        dayOverride: { status: 1, programme_type: null, is_flex: null, has_discount_meals: false },
      }),
    );
    expect(r.meals.dinner.numLeanFlex).toBe(1);
    expect(r.meals.power_shake.totalOrderCount).toBe(0);
  });

  it('counts nothing on a day outside the order’s weekdays or weeks', () => {
    // 26 March is a Tuesday (2); this order delivers Monday, Wednesday, Friday
    expect(one(order(8, 'Hans', 'Meier', { weekdays: [1, 3, 5] })).totals.totalOrderCount).toBe(0);
    expect(one(order(8, 'Hans', 'Meier', { start_date: '2024-04-01' })).totals.totalOrderCount).toBe(0);
    // …unless a day override switches the day on
    const on = order(8, 'Hans', 'Meier', {
      weekdays: [1, 3, 5],
      dayOverride: { status: 1, programme_type: null, is_flex: null, has_discount_meals: true },
    });
    expect(one(on).meals.lunch.numStrong).toBe(1);
  });

  it('lists an undetermined programme: in totals.numOther, in no meal, but in receivingOrders', () => {
    const bad = order(9, 'Ida', 'Zeller', { type: 'MEDIUM' });
    const r = one(bad);
    expect(r.totals).toMatchObject({ numOther: 1, totalOrderCount: 1 });
    expect(r.meals.lunch.totalOrderCount).toBe(0);
    expect(r.undeterminedOrders).toEqual([{ orderId: 9, customerId: 109 }]);
    expect(receivingOrders({ date: DATE, orders: [bad] }, 'lunch')).toEqual([
      { orderId: 9, customerId: 109 },
    ]);
  });
});

describe('dayMealCounts — additional bags and qty_adjust', () => {
  const anna = order(1, 'Anna', 'Muster', { type: 'LEAN', is_flex: true });

  it('sums bag entries per customer and leaves out changes that cancel', () => {
    // Anna: +1 dinner then −1 dinner (cancels), +1 other twice. Bob (no active order, names on the bag): +3 lunch.
    const r = dayMealCounts({
      date: DATE,
      orders: [anna],
      additionalBags: [
        {
          order_id: 1,
          bags_json: '[{"meal_type":"dinner","qty":1,"note":""},{"meal_type":"other","qty":1}]',
        },
        {
          order_id: 1,
          bags_json: [
            { meal_type: 'dinner', qty: -1, note: '' },
            { meal_type: 'other', qty: 1 },
          ],
        },
        {
          order_id: 77,
          customer_id: 55,
          first_name: 'Bob',
          last_name: 'Brun',
          bags_json: [{ meal_type: 'lunch', qty: 3 }],
        },
      ],
      qtyAdjust: {},
    });
    // dinner: Anna (LEAN flex) gets none; bag +1 −1 = 0 → toProduce 0, no adjustment listed
    expect(r.meals.dinner).toMatchObject({
      totalOrderCount: 0,
      bagExtra: 0,
      toProduce: 0,
      bagAdjustments: [],
    });
    // other: Anna 1 + bags 2 = 3
    expect(r.meals.other).toMatchObject({
      totalOrderCount: 1,
      bagExtra: 2,
      toProduce: 3,
      bagAdjustments: [{ customerId: 101, firstName: 'Anna', lastName: 'Muster', qty: 2 }],
    });
    // lunch: Anna 1 + Bob's 3 = 4
    expect(r.meals.lunch).toMatchObject({
      toProduce: 4,
      bagAdjustments: [{ customerId: 55, firstName: 'Bob', lastName: 'Brun', qty: 3 }],
    });
  });

  it('reports entries it cannot count instead of guessing', () => {
    const r = dayMealCounts({
      date: DATE,
      orders: [anna],
      additionalBags: [
        {
          order_id: 1,
          bags_json: [
            { meal_type: 'soup', qty: 1 },
            { meal_type: 'lunch', qty: 1.5 },
            { meal_type: 'lunch', qty: '2' },
          ],
        },
        { order_id: 1, bags_json: '{not json' },
      ],
      qtyAdjust: {},
    });
    expect(r.invalidBagEntries).toEqual([
      { orderId: 1, entry: { meal_type: 'soup', qty: 1 } },
      { orderId: 1, entry: { meal_type: 'lunch', qty: 1.5 } },
      { orderId: 1, entry: '{not json' },
    ]);
    expect(r.meals.lunch.bagExtra).toBe(2); // the text '2' is a whole number
  });

  it('applies qty_adjust −1 (1 − 1 = 0) and clamps a negative total to 0 (1 − 1 − 3 = −3 → 0)', () => {
    const r = dayMealCounts({
      date: DATE,
      orders: [anna],
      additionalBags: [{ order_id: 1, bags_json: [{ meal_type: 'treat', qty: -1 }] }],
      qtyAdjust: { breakfast: -1, treat: -3 },
    });
    expect(r.meals.breakfast).toMatchObject({ totalOrderCount: 1, qtyAdjust: -1, toProduce: 0 });
    expect(r.meals.treat).toMatchObject({ totalOrderCount: 1, bagExtra: -1, qtyAdjust: -3, toProduce: 0 });
  });

  it('refuses a qty_adjust that is not a whole number', () => {
    let caught: unknown;
    try {
      dayMealCounts({ date: DATE, orders: [anna], additionalBags: [], qtyAdjust: { shot: 0.5 } });
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught) && caught.code).toBe('INVALID_ARGUMENT');
  });
});

describe('receivingOrders', () => {
  it('lists the orders receiving the meal, with their customers', () => {
    expect(receivingOrders(input, 'dinner')).toEqual([
      { orderId: 2, customerId: 102 },
      { orderId: 5, customerId: 105 },
      { orderId: 6, customerId: 106 },
    ]);
    expect(receivingOrders(input, 'lunch').map((o) => o.orderId)).toEqual([1, 2, 4, 6]);
  });
});
