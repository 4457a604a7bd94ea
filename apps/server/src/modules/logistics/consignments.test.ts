import { UNPLACED_REASONS } from '@brigade/domain/logistics/consignment-courier';
import { INVALID_CONSIGNMENT_TEAM_MESSAGE } from '@brigade/domain/logistics/consignment-route';
import {
  INVALID_CONSIGNMENT_DATE_MESSAGE,
  INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE,
} from '@brigade/domain/logistics/logistics-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { MONDAY, TUESDAY, type WeekIds } from '../production/test-week.ts';
import { insertHandWorkedDelivery } from './test-delivery.ts';

let t: TestApp;
let admin: string;
let ids: WeekIds;
let couriers: { rico: number; kurier: number };

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const plan = async (team: string, date: string, identifier: string, cookie = admin) => {
  const response = await get(`/logistics/consignments/${team}/${date}/${identifier}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsignmentsResponse>();
};

// The hand-worked delivery of test-delivery.ts.
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  ({ ids, couriers } = await insertHandWorkedDelivery(t, admin));
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /logistics/consignments/:team/:date/:identifier (ADR 065)', () => {
  it("sends Anna's home delivery with the zone's courier: ultrakurier, AM-0, 07:00–09:00, her address", async () => {
    const answer = await plan('ultrakurier', MONDAY, 'AM-0');
    expect(answer).toMatchObject({ team: 'ultrakurier', date: MONDAY, identifier: 'AM-0' });
    expect(answer.consignments).toHaveLength(1);
    expect(answer.consignments[0]).toMatchObject({
      orderId: ids.order.a,
      code: `${MONDAY}-${ids.order.a}`,
      deliveryAddress: {
        name: 'Anna Kitchen',
        street: 'Bahnhofstrasse 1',
        postcode: '3901',
        city: 'Zz Town',
        countryCode: 'CH',
        phone: '+41 79 000 00 00',
      },
      pickUpTimeFrom: '06:00',
      deliveryTimeFrom: '07:00',
      deliveryTimeTo: '09:00',
      pickupIndex: 0,
      first_name: 'Anna',
      contents: [expect.objectContaining({ orderId: ids.order.a, courierId: String(couriers.kurier) })],
    });
    expect(answer.totals).toEqual({
      zones: [expect.objectContaining({ zone: 'Zz City', consignments: 1, bags: 1 })],
      couriers: [{ courier_id: couriers.kurier, name: 'Zz Kurier', consignments: 1, bags: 1 }],
    });
    // Nothing of ultrakurier's runs in the afternoon.
    expect((await plan('ultrakurier', MONDAY, 'PM-0')).consignments).toEqual([]);
  });

  it("carries each run's own customers' allergy and warning matches (Anna's Milk, Cleo's warning)", async () => {
    type Bagged = {
      orderId: number;
      bags: { meals: Record<string, { allergies: unknown[]; warnings: unknown[] }> }[];
    };
    const mealsOf = (answer: ConsignmentsResponse, orderId: number) =>
      (answer.consignments.flatMap((c) => c.contents) as unknown as Bagged[]).find(
        (e) => e.orderId === orderId,
      )!.bags[0]!.meals;
    // Monday's lunch is the milk rice (a meal is packed only when the kitchen has a recipe for its slot).
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/production/days/${MONDAY}/recipes`,
      headers: { cookie: admin },
      payload: { slots: [{ slot: 'lunch', recipe_id: ids.recipe.lunch, version: 0 }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const milk = [
      expect.objectContaining({ ingredient: expect.stringMatching(/milk/i), isSuppressed: false }),
    ];
    const anna = mealsOf(await plan('ultrakurier', MONDAY, 'AM-0'), ids.order.a);
    expect(anna.lunch!.allergies).toEqual(expect.arrayContaining(milk));
    const cleo = mealsOf(await plan('rico', MONDAY, 'PM-0'), ids.order.c);
    expect(cleo.lunch!.warnings).toEqual(expect.arrayContaining(milk));
    expect(cleo.lunch!.allergies).toEqual([]);
  });

  it('gives a skipped day no consignment and does not list it unplaced', async () => {
    const tuesday = await plan('ultrakurier', TUESDAY, 'AM-0');
    expect(tuesday.consignments).toEqual([]);
    expect(tuesday.unplaced.map((u) => u.order_id)).not.toContain(ids.order.a);
  });

  it('makes the two orders to one pick-up point one consignment at the point, in stop order', async () => {
    const rico = await plan('rico', MONDAY, 'PM-0');
    const [b, c, e] = [ids.order.b, ids.order.c, ids.order.e];
    // Stop order: the point in 3901 before Eva's home in 3902.
    expect(rico.consignments.map((x) => [x.orderId, x.pickupIndex])).toEqual([
      [[b, c].sort((x, y) => x - y).join(','), 0],
      [e, 1],
    ]);
    expect(rico.consignments[0]).toMatchObject({
      deliveryAddress: {
        name: 'Zz Gym',
        street: 'Hofwiesenstrasse 1',
        instruction: 'Reception, ground floor',
      },
      first_name: 'Zz Gym',
      deliveryTimeFrom: '17:00',
      deliveryTimeTo: '19:00',
    });
    expect(rico.consignments[0]!.products).toHaveLength(2);
    expect(rico.totals.couriers).toEqual([
      { courier_id: couriers.rico, name: 'Rico', consignments: 2, bags: 3 },
    ]);
    expect(rico.totals.zones.map((z) => [z.zone, z.consignments, z.bags])).toEqual([
      ['UNKNOWN', 1, 1],
      ['Zz City', 1, 2],
    ]);
  });

  it("lists every team's unplaced orders with the reason: no zone, no place", async () => {
    for (const [team, identifier] of [
      ['default', 'AM-0'],
      ['rico', 'PM-0'],
    ] as const) {
      const { unplaced } = await plan(team, MONDAY, identifier);
      expect(unplaced).toEqual([
        expect.objectContaining({
          order_id: ids.order.d,
          first_name: 'Dan',
          reason: messages.unplacedNoZone,
        }),
        expect.objectContaining({ order_id: ids.order.f, reason: messages.unplacedNoPlace }),
        expect.objectContaining({ order_id: ids.order.g, reason: messages.unplacedNoPlace }),
      ]);
    }
    // The catalogue holds the plan's reasons word for word.
    expect(messages.unplacedNoZone).toBe(UNPLACED_REASONS.noZone);
    expect(messages.unplacedNoPlace).toBe(UNPLACED_REASONS.noPlace);
  });

  it("refuses a bad team, identifier or date with 400 and the old app's message", async () => {
    const cases: [string, string][] = [
      [`/logistics/consignments/nobody/${MONDAY}/AM-0`, INVALID_CONSIGNMENT_TEAM_MESSAGE],
      [`/logistics/consignments/rico/${MONDAY}/XM-1`, INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE],
      ['/logistics/consignments/rico/2031-02-30/AM-0', INVALID_CONSIGNMENT_DATE_MESSAGE],
      ['/logistics/consignments/rico/soon/PM-0', INVALID_CONSIGNMENT_DATE_MESSAGE],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error_message, url).toBe(message);
    }
    expect(messages.consignmentTeamInvalid).toBe(INVALID_CONSIGNMENT_TEAM_MESSAGE);
    expect(messages.consignmentIdentifierInvalid).toBe(INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE);
    expect(messages.consignmentDateInvalid).toBe(INVALID_CONSIGNMENT_DATE_MESSAGE);
  });

  it("lets a Logistics dispatcher read only their company's team; refuses chefs and drivers", async () => {
    const dispatcher = await loginAs(t.app, 'SUPER', 'LOGISTICS'); // company rico
    expect((await plan('rico', MONDAY, 'PM-0', dispatcher)).consignments).toHaveLength(2);
    const other = await get(`/logistics/consignments/ultrakurier/${MONDAY}/AM-0`, dispatcher);
    expect(other.statusCode).toBe(403);
    expect(other.json().error_message).toBe(messages.forbidden);
    for (const cookie of [await loginAs(t.app, 'CHEF'), await loginAs(t.app, 'CHEF', 'LOGISTICS')]) {
      expect((await get(`/logistics/consignments/rico/${MONDAY}/PM-0`, cookie)).statusCode).toBe(403);
    }
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/v1/logistics/consignments/rico/${MONDAY}/PM-0`,
    });
    expect(none.statusCode).toBe(401);
  });
});
