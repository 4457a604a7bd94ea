import { describe, expect, it } from 'vitest';
import type { KitchenDayOrder } from '../kitchen/day-meal-counts.ts';
import { runOrders, UNPLACED_REASONS } from './consignment-courier.ts';
import {
  planConsignments,
  PROGRAMME_UNDETERMINED_ERROR,
  type ConsignmentPlan,
  type ConsignmentPlanInput,
  type PlanOrder,
  type PlannedConsignment,
} from './consignment-plan.ts';
import { deliveryBags } from './delivery-bags.ts';
import { consignment, consignmentContents } from './payload-schemas.ts';

// Tuesday 26 March 2024. Breakfast, lunch and dinner have recipes; a STRONG order receives all three, so its
// bag holds 3 meals: 1 kg of bag + 3 × 0.5 kg = 2.5 kg.
const DATE = '2024-03-26';
const NOW = '2024-03-25T16:00:00.000Z';
const recipes = [
  { slot: 'breakfast', recipeId: 10, name: 'Porridge', clientFacingName: null },
  { slot: 'lunch', recipeId: 20, name: 'Satay bowl', clientFacingName: null },
  { slot: 'dinner', recipeId: 30, name: 'Soup', clientFacingName: null },
];

const kitchenOrder = (id: number, first: string, extra: Partial<KitchenDayOrder> = {}): KitchenDayOrder => ({
  order_id: id,
  customer_id: 100 + id,
  first_name: first,
  last_name: 'Muster',
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  discount_meals: null,
  ...extra,
});

const home = (street: string, postcode = '8001') => ({ street, postcode, city: 'Zürich' });
const order = (orderId: number, extra: Partial<PlanOrder> = {}): PlanOrder => ({
  orderId,
  isOffice: false,
  pickUp: false,
  pickUpPointId: null,
  address: home('Limmatquai 1'),
  deliveryTypeId: null,
  postcodeZoneId: 1,
  ...extra,
});

// Couriers: 1 is ultrakurier by its type, 2 is rico by its name, 3 (POST) is the default team.
const couriers = [
  { courierId: 1, name: 'Ultra Kurier Zürich', courierType: 'ULTRA KURIER' },
  { courierId: 2, name: 'RICO', courierType: 'LUCKABOX' },
  { courierId: 3, name: 'Swiss Post', courierType: 'POST', deliveryTimes: ['13:00-18:00'] },
];
const deliveryTypes = [
  {
    deliveryTypeId: 10,
    columns: [
      { courierId: 1, from: '07:00', to: '09:00' },
      { courierId: 2, from: '08:00:00', to: '10:00:00' },
    ],
  },
  { deliveryTypeId: 20, columns: [{ courierId: 2, from: '17:00', to: '19:00' }] },
  { deliveryTypeId: 30, columns: [{ courierId: null }, { courierId: 3 }] },
  { deliveryTypeId: 40, columns: [{ courierId: 99, from: '18:00', to: '20:00' }] },
  { deliveryTypeId: 50, columns: [{ courierId: null }] },
];
// Zone 1: homes get type 10 with default courier 2 (rico, 08:00–10:00), offices type 20. Zone 2: type 10 and
// no default courier (the first column: ultrakurier, 07:00–09:00). Zone 3 has no delivery type.
const zones = [
  { postcodeZoneId: 1, deliveryTypeId: 10, deliveryTypeIdCompany: 20, defaultCourierId: 2 },
  { postcodeZoneId: 2, deliveryTypeId: 10, deliveryTypeIdCompany: null, defaultCourierId: null },
  { postcodeZoneId: 3, deliveryTypeId: null, deliveryTypeIdCompany: null, defaultCourierId: null },
];
const gym = {
  pickUpPointId: 7,
  name: 'Gym Oerlikon',
  description: 'Reception, ground floor',
  street: 'Hofwiesenstrasse 1',
  postcode: '8050',
  city: 'Zürich',
};

const plan = (
  orders: PlanOrder[],
  kitchen: KitchenDayOrder[] = orders.map((o) => kitchenOrder(o.orderId, `First${o.orderId}`)),
  extra: Partial<ConsignmentPlanInput> = {},
): ConsignmentPlan =>
  planConsignments({
    date: DATE,
    period: 'AM-0',
    bags: deliveryBags({ date: DATE, orders: kitchen, additionalBags: [], recipes, matches: [] }),
    orders,
    deliveryTypes,
    couriers,
    zones,
    pickUpPoints: [gym],
    createdAt: NOW,
    ...extra,
  });

const team = (result: ConsignmentPlan, slug: string) =>
  result.teams.find((t) => t.team === slug)!.consignments;
const all = (result: ConsignmentPlan) => result.teams.flatMap((t) => t.consignments);
const bagIds = (c: PlannedConsignment) => c.contents.flatMap((e) => ('orderId' in e ? [e.orderId] : []));
const placedIds = (result: ConsignmentPlan) => all(result).flatMap(bagIds);

describe('planConsignments (ADR 065)', () => {
  it("sends an ordinary home delivery with the zone's default courier, its window and its team", () => {
    const result = plan([order(1, { address: { ...home('Limmatquai 1'), phone: '+41 79 000 00 00' } })]);
    expect(result.unplaced).toEqual([]);
    expect(result.teams.map((t) => t.team)).toEqual(['default', 'ultrakurier', 'rico']);
    expect(team(result, 'rico')).toEqual([
      {
        orderId: 1,
        code: '2024-03-26-1',
        deliveryAddress: {
          name: 'First1 Muster',
          street: 'Limmatquai 1',
          postcode: '8001',
          city: 'Zürich',
          countryCode: 'CH',
          phone: '+41 79 000 00 00',
        },
        pickUpTimeFrom: '06:00',
        deliveryTimeFrom: '08:00',
        deliveryTimeTo: '10:00',
        pickupIndex: 0,
        products: [
          {
            dimension: { lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 2.5 },
            description: 'Bag 1 (3 meals)',
          },
        ],
        first_name: 'First1',
        trackingItems: [{ status: 1, timestamp: NOW }],
        contents: [
          expect.objectContaining({
            orderId: 1,
            customerId: '101',
            courierId: '2',
            from: '08:00',
            to: '10:00',
            deliveryGroupId: null,
            error: null,
            menuIndex: 0,
            menuOverride: null,
          }),
        ],
      },
    ]);
    expect(team(result, 'rico')[0]!.contents[0]).toMatchObject({ bags: [{ recipes: expect.any(Array) }] });
  });

  it('takes the first courier column when the zone has no default courier, and the office type for offices', () => {
    const result = plan([order(1, { postcodeZoneId: 2 }), order(2, { isOffice: true })], undefined, {
      period: 'PM-0',
    });
    // Order 1: zone 2 → type 10, first column → ultrakurier 07:00 (AM-0, so not in the PM-0 plan).
    // Order 2: an office in zone 1 → type 20 → rico 17:00–19:00 (PM-0).
    expect(all(result).map((c) => [c.orderId, c.deliveryTimeFrom, c.pickUpTimeFrom])).toEqual([
      [2, '17:00', '12:00'],
    ]);
    const morning = plan([order(1, { postcodeZoneId: 2 })]);
    expect(team(morning, 'ultrakurier').map((c) => [c.orderId, c.deliveryTimeFrom])).toEqual([[1, '07:00']]);
  });

  it("uses the order's own delivery type over its zone's, and the courier's own window when the column has none", () => {
    const result = plan([order(1, { deliveryTypeId: 30 })], undefined, { period: 'PM-0' });
    expect(team(result, 'default').map((c) => [c.orderId, c.deliveryTimeFrom, c.deliveryTimeTo])).toEqual([
      [1, '13:00', '18:00'],
    ]);
  });

  it('plans only the asked period: a window before 12:00 is AM-0, any later one PM-0', () => {
    const orders = [order(1), order(2, { isOffice: true })];
    expect(placedIds(plan(orders, undefined, { period: 'AM-0' }))).toEqual([1]);
    expect(placedIds(plan(orders, undefined, { period: 'PM-0' }))).toEqual([2]);
  });

  it('gives a skipped day no consignment, and does not list it as unplaced', () => {
    const skipped = { status: 0, programme_type: null, is_flex: null, has_discount_meals: true };
    const result = plan(
      [order(1), order(2)],
      [kitchenOrder(1, 'Anna'), kitchenOrder(2, 'Beat', { dayOverride: skipped })],
    );
    expect(placedIds(result)).toEqual([1]);
    expect(result.unplaced).toEqual([]);
  });

  it('puts two orders to one pick-up point into one consignment with two contents', () => {
    const atGym = { pickUp: true, pickUpPointId: 7, address: null, deliveryTypeId: 10, postcodeZoneId: null };
    const result = plan([order(4, atGym), order(3, atGym)]);
    const [gymRun, ...rest] = team(result, 'ultrakurier');
    expect(rest).toEqual([]);
    expect(gymRun).toMatchObject({
      orderId: '3,4',
      code: '2024-03-26-3',
      first_name: 'Gym Oerlikon',
      deliveryAddress: {
        name: 'Gym Oerlikon',
        street: 'Hofwiesenstrasse 1',
        postcode: '8050',
        instruction: 'Reception, ground floor',
      },
      deliveryTimeFrom: '07:00',
    });
    expect(bagIds(gymRun!)).toEqual([3, 4]);
    expect(gymRun!.products.map((p) => p.description)).toEqual(['Bag 3 (3 meals)', 'Bag 4 (3 meals)']);
  });

  it("puts a delivery group's orders to one address into one consignment named for the group", () => {
    const floor = { deliveryGroupId: 12, name: 'Acme, 3rd floor' };
    const office = { ...home('Bahnhofstrasse 10'), company: 'Acme AG' };
    const result = plan([
      order(5, { address: office, deliveryGroup: floor }),
      order(6, { address: { ...office, street: 'bahnhofstrasse  10' }, deliveryGroup: floor }),
      order(8, { address: home('Seestrasse 2'), deliveryGroup: floor }),
    ]);
    const rico = team(result, 'rico');
    expect(rico.map((c) => [c.orderId, c.deliveryAddress.name, c.pickupIndex])).toEqual([
      ['5,6', 'Acme, 3rd floor', 0],
      [8, 'First8 Muster', 1],
    ]);
    expect(bagIds(rico[0]!)).toEqual([5, 6]);
    expect(rico[0]!.contents.map((e) => e.deliveryGroupId)).toEqual(['12', '12']);
  });

  it('lists every order that cannot be placed with its reason, and drops none', () => {
    const orders = [
      order(1),
      order(2, { postcodeZoneId: null }),
      order(3, { postcodeZoneId: 3 }),
      order(4, { deliveryTypeId: 40 }),
      order(5, { deliveryTypeId: 50 }),
      order(6, { address: null }),
      order(7, { pickUp: true, pickUpPointId: 99, address: null, deliveryTypeId: 10 }),
    ];
    const kitchen = [...orders.map((o) => kitchenOrder(o.orderId, 'Eva')), kitchenOrder(9, 'Ida')];
    const am = plan(orders, kitchen);
    expect(am.unplaced).toEqual([
      { orderId: 2, reason: UNPLACED_REASONS.noZone },
      { orderId: 3, reason: UNPLACED_REASONS.noDeliveryType },
      { orderId: 4, reason: UNPLACED_REASONS.unknownCourier },
      { orderId: 5, reason: UNPLACED_REASONS.noCourier },
      { orderId: 6, reason: UNPLACED_REASONS.noPlace },
      { orderId: 7, reason: UNPLACED_REASONS.noPlace },
      { orderId: 9, reason: UNPLACED_REASONS.noDeliveryDetails },
    ]);
    // Placed in AM-0 or PM-0, or unplaced (listed in both): every bag exactly once.
    const pm = plan(orders, kitchen, { period: 'PM-0' });
    expect(pm.unplaced).toEqual(am.unplaced);
    const seen = [...placedIds(am), ...placedIds(pm), ...am.unplaced.map((u) => u.orderId)];
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
  });

  it("names each run's orders and the unplaced ones as the plan does, without building consignments", () => {
    const orders = [
      order(1),
      order(2, { postcodeZoneId: 2 }),
      order(3, { isOffice: true }),
      order(4, { deliveryTypeId: 30 }),
      order(5, { postcodeZoneId: 3 }),
      order(6, { pickUp: true, pickUpPointId: 7, address: null, deliveryTypeId: 10 }),
      order(7, { address: null }),
    ];
    const kitchen = [...orders.map((o) => kitchenOrder(o.orderId, 'Eva')), kitchenOrder(9, 'Ida')];
    const placements = orders.map((o) => ({ ...o, hasAddress: o.address !== null }));
    for (const period of ['AM-0', 'PM-0'] as const) {
      const planned = plan(orders, kitchen, { period });
      for (const { team: slug, consignments } of planned.teams) {
        const run = runOrders({
          team: slug,
          period,
          deliveries: kitchen.map((k) => ({ orderId: k.order_id })),
          orders: placements,
          deliveryTypes,
          couriers,
          zones,
          pickUpPoints: [gym],
        });
        expect([...run.orderIds].sort()).toEqual(consignments.flatMap(bagIds).sort());
        expect(run.unplaced).toEqual(planned.unplaced);
      }
    }
  });

  it('carries the menu index, A-Life by default on menu 1, extras and a flag for an undetermined programme', () => {
    const extra = {
      specialProgrammeId: '4',
      specialProgrammeName: 'Acme Fit',
      startDate: '2024-03-04',
      description: null,
    };
    const result = plan(
      [order(1, { menuIndex: 1, extras: [extra] }), order(2, { menuIndex: 2, menuOverride: 'ALIFE' })],
      [kitchenOrder(1, 'Anna'), kitchenOrder(2, 'Beat', { type: 'UNKNOWN' })],
    );
    const contents = team(result, 'rico').flatMap((c) => c.contents);
    expect(contents).toMatchObject([
      { orderId: 1, menuIndex: 1, menuOverride: 'ALIFE', error: null },
      { ...extra, menuIndex: 1, courierId: '2', from: '08:00' },
      { orderId: 2, menuIndex: 2, menuOverride: 'ALIFE', error: PROGRAMME_UNDETERMINED_ERROR },
    ]);
  });

  it('validates every consignment and its contents against the logistics payload schemas', () => {
    const atGym = { pickUp: true, pickUpPointId: 7, address: null, deliveryTypeId: 10, postcodeZoneId: null };
    const floor = { deliveryGroupId: 12, name: 'Acme' };
    const result = plan([
      order(1),
      order(2, atGym),
      order(3, atGym),
      order(4, { deliveryGroup: floor }),
      order(5, { deliveryGroup: floor, postcodeZoneId: 2 }),
    ]);
    expect(all(result)).toHaveLength(4);
    for (const c of all(result)) {
      expect(() => consignment.parse(c)).not.toThrow();
      expect(() => consignmentContents.parse(c.contents)).not.toThrow();
    }
  });
});
