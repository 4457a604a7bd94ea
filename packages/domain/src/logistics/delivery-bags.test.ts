import { describe, expect, it } from 'vitest';
import type { KitchenDayOrder } from '../kitchen/day-meal-counts.ts';
import { dayDeliveries, deliveryBags, type BagMatch, type DeliveryBagsInput } from './delivery-bags.ts';
import { deliveryBag } from './payload-schemas.ts';

// Tuesday 26 March 2024. Recipes are assigned to breakfast (10 Porridge), lunch (20 Satay bowl) and dinner
// (30 Soup); every other meal type has none that day, so nothing of it is packed.
const DATE = '2024-03-26';

const order = (id: number, first: string, last: string, extra: Partial<KitchenDayOrder> = {}) =>
  ({
    order_id: id,
    customer_id: 100 + id,
    first_name: first,
    last_name: last,
    type: 'STRONG',
    is_flex: false,
    day_trial: false,
    discount_meals: null,
    ...extra,
  }) satisfies KitchenDayOrder;

const recipes = [
  { slot: 'breakfast', recipeId: 10, name: 'Porridge', clientFacingName: 'Oat porridge' },
  { slot: 'lunch', recipeId: 20, name: 'Satay bowl', clientFacingName: null },
  { slot: 'dinner', recipeId: 30, name: 'Soup', clientFacingName: 'Pumpkin soup' },
  { slot: 'extra_1', recipeId: 40, name: 'Cookie', clientFacingName: null },
];

const peanut = (orderId: number, suppressed: boolean): BagMatch => ({
  recipe_id: 20,
  customer_id: 100 + orderId,
  order_id: orderId,
  allergies: [{ ingredients: [{ name: 'Peanut', is_suppressed: suppressed }] }],
  warnings: [],
});

const input = (extra: Partial<DeliveryBagsInput> = {}): DeliveryBagsInput => ({
  date: DATE,
  orders: [],
  additionalBags: [],
  recipes,
  matches: [],
  ...extra,
});

const line = (recipeId: number, quantity: number, orderId: number, more: object = {}) => ({
  recipeId,
  quantity,
  bagId: orderId,
  productionAdjust: 0,
  additionalBagId: null,
  bagIndex: 0,
  ...more,
});

describe('deliveryBags (ADR 064)', () => {
  it("packs a STRONG order's breakfast, lunch and dinner, one each, with the recipe names", () => {
    const [bag, ...rest] = deliveryBags(input({ orders: [order(1, 'Beat', 'Keller')] }));
    expect(rest).toEqual([]);
    expect(bag).toMatchObject({ orderId: 1, customerId: 101, programmeUndetermined: false });
    expect(bag!.bag.meals).toEqual({
      breakfast: { allergies: [], warnings: [], qty: [1] },
      lunch: { allergies: [], warnings: [], qty: [1] },
      dinner: { allergies: [], warnings: [], qty: [1] },
    });
    expect(bag!.bag.recipes).toEqual([
      { ...line(10, 1, 1), name: 'Porridge', clientFacingName: 'Oat porridge' },
      { ...line(20, 1, 1), name: 'Satay bowl', clientFacingName: null },
      { ...line(30, 1, 1), name: 'Soup', clientFacingName: 'Pumpkin soup' },
    ]);
    expect(deliveryBag.safeParse(bag!.bag).success).toBe(true);
  });

  it('gives a skipped day (day override status 0) no bag', () => {
    const skipped = order(3, 'Carla', 'Rossi', {
      dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true },
    });
    expect(deliveryBags(input({ orders: [skipped] }))).toEqual([]);
  });

  it("follows a meal override: LEAN without lunch that day packs breakfast only (LEAN's dinner is optional)", () => {
    const eva = order(5, 'Eva', 'Graf', {
      mealOverride: { programme_type: 'LEAN', is_flex: false, discount_meals: ['lunch', 'dinner'] },
    });
    const [bag] = deliveryBags(input({ orders: [eva] }));
    expect(Object.keys(bag!.bag.meals)).toEqual(['breakfast']);
    expect(bag!.bag.recipes.map((r) => [r.recipeId, r.quantity])).toEqual([[10, 1]]);
  });

  it('puts an additional bag beside the own bag: added meals in bag 1, taken meals off bag 0', () => {
    const fritz = order(6, 'Fritz', 'Huber');
    const additional = {
      additional_bag_id: 9,
      order_id: 6,
      bags_json: [
        { meal_type: 'lunch', qty: 2 },
        { meal_type: 'dinner', qty: -1 },
        { meal_type: 'pizza', qty: 1 },
      ],
    };
    const [bag] = deliveryBags(input({ orders: [fritz], additionalBags: [additional] }));
    expect(bag!.bag.meals.breakfast?.qty).toEqual([1, 0]);
    expect(bag!.bag.meals.lunch?.qty).toEqual([1, 2]);
    expect(bag!.bag.meals.dinner?.qty).toEqual([0, 0]);
    expect(bag!.bag.recipes.map(({ name: _n, clientFacingName: _c, ...rest }) => rest)).toEqual([
      line(10, 1, 6),
      line(20, 1, 6),
      line(20, 2, 6, { productionAdjust: 2, additionalBagId: 9, bagIndex: 1 }),
      line(30, 0, 6, { productionAdjust: -1, additionalBagId: 9 }),
    ]);
    expect(deliveryBag.safeParse(bag!.bag).success).toBe(true);
  });

  it('sends an additional bag on a skipped day on its own, and none that only takes meals away', () => {
    const skipped = { status: 0, programme_type: null, is_flex: null, has_discount_meals: true };
    const [bag, ...rest] = deliveryBags(
      input({
        orders: [
          order(3, 'Carla', 'Rossi', { dayOverride: skipped }),
          order(4, 'Dario', 'Frei', { dayOverride: skipped }),
        ],
        additionalBags: [
          { additional_bag_id: 7, order_id: 3, bags_json: '[{"meal_type":"lunch","qty":"1"}]' },
          { additional_bag_id: 8, order_id: 4, bags_json: [{ meal_type: 'lunch', qty: -1 }] },
        ],
      }),
    );
    expect(rest).toEqual([]);
    expect(bag!.orderId).toBe(3);
    expect(bag!.bag.meals).toEqual({ lunch: { allergies: [], warnings: [], qty: [0, 1] } });
    expect(bag!.bag.recipes).toMatchObject([{ recipeId: 20, quantity: 1, bagIndex: 1, additionalBagId: 7 }]);
  });

  it("marks the customer's allergy on the meal of the matching recipe, suppressed when the kitchen suppressed it", () => {
    const bags = deliveryBags(
      input({
        orders: [order(1, 'Beat', 'Keller'), order(2, 'Anna', 'Muster')],
        matches: [
          peanut(1, true),
          peanut(2, false),
          // A second allergy on the same ingredient, not suppressed: the line is not suppressed.
          { ...peanut(2, true), warnings: [{ ingredients: [{ name: 'Sesame oil', is_suppressed: false }] }] },
        ],
      }),
    );
    const [beat, anna] = bags; // Keller before Muster
    expect(beat!.bag.meals.lunch).toEqual({
      allergies: [{ ingredient: 'Peanut', isSuppressed: true }],
      warnings: [],
      qty: [1],
    });
    expect(beat!.bag.meals.breakfast?.allergies).toEqual([]);
    expect(anna!.bag.meals.lunch).toMatchObject({
      allergies: [{ ingredient: 'Peanut', isSuppressed: false }],
      warnings: [{ ingredient: 'Sesame oil', isSuppressed: false }],
    });
  });

  it('keeps a match of the customer without an order (safety first)', () => {
    const match = { ...peanut(1, false), order_id: null };
    const [bag] = deliveryBags(input({ orders: [order(1, 'Beat', 'Keller')], matches: [match] }));
    expect(bag!.bag.meals.lunch?.allergies).toEqual([{ ingredient: 'Peanut', isSuppressed: false }]);
  });

  it('flags an order whose programme cannot be determined, and packs in name order', () => {
    const bags = deliveryBags(
      input({
        orders: [
          order(2, 'Gus', 'Zeller', { discount_meals: ['pizza'] }),
          order(1, 'beat', 'keller'),
          order(3, 'Anna', 'Keller'),
        ],
      }),
    );
    expect(bags.map((b) => [b.orderId, b.programmeUndetermined])).toEqual([
      [3, false],
      [1, false],
      [2, true],
    ]);
    expect(bags[2]!.bag).toEqual({ meals: {}, recipes: [] });
  });

  it('orders names as the collator does: accents and case aside, then the order id', () => {
    const bags = deliveryBags(
      input({
        orders: [
          order(5, 'Ana', 'Müller'),
          order(4, 'ana', 'muller'),
          order(3, 'Zoe', 'Mueller'),
          order(2, 'Éva', 'Ämmer'),
          order(1, 'Eva', 'Ammer'),
        ],
      }),
    );
    expect(bags.map((b) => b.orderId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists who receives a bag without packing it, as the bags do', () => {
    const day = input({
      orders: [
        order(1, 'Beat', 'Keller'),
        order(2, 'Anna', 'Keller', {
          dayOverride: { status: 0, programme_type: null, is_flex: null, has_discount_meals: true },
        }),
      ],
    });
    expect(dayDeliveries(day).map((d) => [d.orderId, d.day.kind])).toEqual([[1, 'delivers']]);
    expect(deliveryBags(day).map((b) => b.orderId)).toEqual([1]);
  });
});
