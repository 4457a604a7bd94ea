import { UNPLACED_REASONS } from '@brigade/domain/logistics/consignment-courier';
import { INVALID_CONSIGNMENT_TEAM_MESSAGE } from '@brigade/domain/logistics/consignment-route';
import {
  INVALID_CONSIGNMENT_DATE_MESSAGE,
  INVALID_CONSIGNMENT_IDENTIFIER_MESSAGE,
} from '@brigade/domain/logistics/logistics-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY, type WeekIds } from '../production/test-week.ts';

// The hand-worked week of production (test-week.ts: orders a–g deliver Monday to Friday; Anna skips Tuesday),
// delivered as an office would set it up:
//   courier 'Rico' (LUCKABOX: team rico by its name), 'Zz Kurier' (ULTRA KURIER: team ultrakurier);
//   type Morning: Zz Kurier 07:00–09:00 (AM-0); type Evening: Rico 17:00–19:00 (PM-0);
//   zone Zz City (type Morning) holds postcode 3901; postcode 3902 has no zone.
//   Anna: home Bahnhofstrasse 1, 3901 (the zone's type)          → ultrakurier, AM-0, 07:00–09:00
//   Ben and Cleo: the pick-up point Zz Gym with own type Evening → rico, PM-0, one consignment
//   Dan: home in 3902, no own type                               → unplaced, no zone
//   Eva: home in 3902 with own type Evening                      → rico, PM-0
//   Finn and Gus: no address                                     → unplaced, no place

let t: TestApp;
let admin: string;
let ids: WeekIds;
let gym: number;
let couriers: { rico: number; kurier: number };

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
async function post<T>(url: string, payload: object): Promise<T> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie: admin },
    payload,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json<T>();
}
const plan = async (team: string, date: string, identifier: string, cookie = admin) => {
  const response = await get(`/logistics/consignments/${team}/${date}/${identifier}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsignmentsResponse>();
};

async function setUpDelivery() {
  const courier = (name: string, courier_type: string) =>
    post<{ courier_id: number }>('/couriers', { name, courier_type, delivery_times: [] });
  couriers = {
    rico: (await courier('Rico', 'LUCKABOX')).courier_id,
    kurier: (await courier('Zz Kurier', 'ULTRA KURIER')).courier_id,
  };
  const type = (name: string, courier: number, from: string, to: string) =>
    post<{ delivery_type_id: number }>('/delivery-types', {
      name,
      courier_1: courier,
      courier_1_from: from,
      courier_1_to: to,
    });
  const morning = (await type('Zz Morning', couriers.kurier, '07:00', '09:00')).delivery_type_id;
  const evening = (await type('Zz Evening', couriers.rico, '17:00', '19:00')).delivery_type_id;
  const zone = await post<{ postcode_zone_id: number }>('/postcode-zones', {
    zone: 'Zz City',
    price_chf: '7.50',
    delivery_type_id: morning,
    delivery_type_id_company: null,
    default_courier_id: null,
  });
  await post('/postcodes', { postcode: '3901', place: 'Zz Town', postcode_zone_id: zone.postcode_zone_id });
  await post('/postcodes', { postcode: '3902', place: 'Zz Village', postcode_zone_id: '' });
  gym = (
    await post<{ pick_up_point_id: number }>('/pick-up-points', {
      name: 'Zz Gym',
      description: 'Reception, ground floor',
      client_facing_name: 'Zz Gym (public)',
      price_chf: 0,
      street: 'Hofwiesenstrasse 1',
      postcode: '3901',
      city: 'Zz Town',
    })
  ).pick_up_point_id;
  return { evening };
}

/** Gives the order's customer a default delivery address, which the order uses (not its billing address). */
async function home(key: keyof WeekIds['customer'], street: string, postcode: string) {
  const db = t.database.db;
  const customerId = ids.customer[key];
  const [a] = await db
    .insert(addresses)
    .values({ customerId, street, postcode, city: 'Zz Town', phone: '+41 79 000 00 00', isDelivery: true })
    .returning();
  await db
    .update(customers)
    .set({ deliveryDefault: a!.addressId })
    .where(eq(customers.customerId, customerId));
  await db.update(orders).set({ useBilling: false }).where(eq(orders.orderId, ids.order[key]));
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  ids = await insertHandWorkedWeek(t.database.db);
  const { evening } = await setUpDelivery();
  const db = t.database.db;
  await home('a', 'Bahnhofstrasse 1', '3901');
  await home('d', 'Dorfweg 2', '3902');
  await home('e', 'Dorfweg 9', '3902');
  for (const key of ['b', 'c'] as const) {
    await db
      .update(orders)
      .set({ pickUp: true, pickUpPointId: gym, deliveryTypeId: evening })
      .where(eq(orders.orderId, ids.order[key]));
  }
  await db.update(orders).set({ deliveryTypeId: evening }).where(eq(orders.orderId, ids.order.e));
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
