import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { insertHandWorkedWeek, type WeekIds } from '../production/test-week.ts';

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

export interface HandWorkedDelivery {
  ids: WeekIds;
  gym: number;
  couriers: { rico: number; kurier: number };
}

/** Sets up the hand-worked week and its delivery (above) through the API as `admin`. */
export async function insertHandWorkedDelivery(t: TestApp, admin: string): Promise<HandWorkedDelivery> {
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
  const ids = await insertHandWorkedWeek(t.database.db);
  const db = t.database.db;
  const courier = (name: string, courier_type: string) =>
    post<{ courier_id: number }>('/couriers', { name, courier_type, delivery_times: [] });
  // The demo data already holds a courier 'Rico' (names are unique, case aside): the helper uses it.
  const demoRico = await t.app.inject({
    method: 'GET',
    url: '/api/v1/couriers?q=Rico',
    headers: { cookie: admin },
  });
  const existing = demoRico
    .json<{ items: { courier_id: number; name: string }[] }>()
    .items.find((c) => c.name === 'Rico');
  const couriers = {
    rico: existing?.courier_id ?? (await courier('Rico', 'LUCKABOX')).courier_id,
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
  const gym = (
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

  /** Gives the order's customer a default delivery address, which the order uses (not its billing address). */
  async function home(key: keyof WeekIds['customer'], street: string, postcode: string) {
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
  return { ids, gym, couriers };
}
