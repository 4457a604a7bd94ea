import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { addresses } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';

// The hand-worked delivery (logistics/test-delivery.ts) with two orders sent by post on Monday 2031-03-10:
//   courier 'Zz Post' (type POST, team default); type 'Zz By post': Zz Post 08:00–12:00 (AM-0)
//   Eva: Dorfweg 9, 3902 Zz Village (the postcode list's place)  → a usable address
//   Dan: Dorfweg (no house number), 3902                         → unusable: no label
//   Anna stays with ultrakurier: not by post.

export async function insertPostParcels(t: TestApp, admin: string): Promise<HandWorkedDelivery> {
  const delivery = await insertHandWorkedDelivery(t, admin);
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      payload,
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<T>();
  };
  const courier = await post<{ courier_id: number }>('/couriers', {
    name: 'Zz Post',
    courier_type: 'POST',
    delivery_times: [],
  });
  const type = await post<{ delivery_type_id: number }>('/delivery-types', {
    name: 'Zz By post',
    courier_1: courier.courier_id,
    courier_1_from: '08:00',
    courier_1_to: '12:00',
  });
  const db = t.database.db;
  const { order } = delivery.ids;
  await db.update(orders).set({ deliveryTypeId: type.delivery_type_id }).where(eq(orders.orderId, order.d));
  await db.update(orders).set({ deliveryTypeId: type.delivery_type_id }).where(eq(orders.orderId, order.e));
  await db.update(addresses).set({ city: 'Zz Village' }).where(eq(addresses.street, 'Dorfweg 9'));
  await db
    .update(addresses)
    .set({ street: 'Dorfweg', city: 'Zz Village' })
    .where(eq(addresses.street, 'Dorfweg 2'));
  return delivery;
}
