import { messages } from '@brigade/domain/messages/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';

// The test clock starts Monday 2026-03-02.
let t: TestApp;
let admin: string;
const people = {} as Record<'mia' | 'noah' | 'olga' | 'paul', { customerId: number; addressId: number }>;

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function person(first: string, street: string, postcode: string, extra = {}) {
  const db = t.database.db;
  const [c] = await db
    .insert(customers)
    .values({ firstName: first, lastName: 'Lookup', email: `${first.toLowerCase()}@example.ch`, ...extra })
    .returning();
  const [a] = await db
    .insert(addresses)
    .values({ customerId: c!.customerId, street, postcode, city: 'Zürich', isDelivery: true })
    .returning();
  return { customerId: c!.customerId, addressId: a!.addressId };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  people.mia = await person('Mia', 'Kanzleistrasse 12', '9081');
  people.noah = await person('Noah', 'kanzleistrasse  12', '9081', { phoneNumber: '791234567' });
  people.olga = await person('Olga', 'Kanzleistrasse 14', '9081', { active: false });
  people.paul = await person('Paul', 'Seeweg 1', '9082', {
    dislikes: ['olives'],
    lastContacted: '2026-02-20',
  });
  const order = (values: Partial<typeof orders.$inferInsert>) =>
    t.database.db.insert(orders).values({
      customerId: people.paul.customerId,
      type: 'LEAN',
      startDate: '2026-01-05',
      pickUp: true,
      ...values,
    });
  await order({ endDate: '2026-01-18' });
  await order({ startDate: '2026-02-23', isFlex: true, isSubscription: true });
  await order({ startDate: '2026-01-12', endDate: '2026-04-30', cancelled: true });
});
afterAll(async () => {
  await t.app.close();
});

describe('address look-ups', () => {
  it('GET /addresses?ids= gives those addresses with their customer, unknown ids left out', async () => {
    const response = await get(
      `/api/v1/addresses?ids=${people.noah.addressId},999999,${people.mia.addressId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        address_id: people.mia.addressId,
        customer_id: people.mia.customerId,
        customer_name: 'Mia Lookup',
        street: 'Kanzleistrasse 12',
      }),
      expect.objectContaining({ address_id: people.noah.addressId, customer_name: 'Noah Lookup' }),
    ]);
  });

  it('GET /addresses/by-postcode gives every address of those postcodes', async () => {
    const body = (await get('/api/v1/addresses/by-postcode?postcodes=9082, 9081')).json();
    expect(body.items.map((a: { customer_name: string }) => a.customer_name).sort()).toEqual([
      'Mia Lookup',
      'Noah Lookup',
      'Olga Lookup',
      'Paul Lookup',
    ]);
    expect((await get('/api/v1/addresses/by-postcode?postcodes=9083')).json().items).toEqual([]);
  });

  it('GET /addresses/customers gives everyone in the same building, spelling aside; the next house is not', async () => {
    const body = (
      await get(`/api/v1/addresses/customers?ids=${people.mia.addressId},${people.paul.addressId}`)
    ).json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0].address.address_id).toBe(people.mia.addressId);
    expect(body.items[0].customers).toEqual([
      {
        customer_id: people.mia.customerId,
        name: 'Mia Lookup',
        address_id: people.mia.addressId,
        active: true,
        own: true,
      },
      {
        customer_id: people.noah.customerId,
        name: 'Noah Lookup',
        address_id: people.noah.addressId,
        active: true,
        own: false,
      },
    ]);
    expect(body.items[1].customers).toEqual([
      expect.objectContaining({ customer_id: people.paul.customerId, own: true }),
    ]);
  });

  it('refuses malformed ids or postcodes with the message (400)', async () => {
    for (const url of [
      '/api/v1/addresses?ids=1,abc',
      '/api/v1/addresses?ids=0',
      '/api/v1/addresses',
      `/api/v1/addresses?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      '/api/v1/addresses/customers?ids=-1',
      '/api/v1/customers/find?ids=1;2',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details, url).toEqual({ ids: messages.lookupIdsInvalid });
    }
    const postcodes = await get('/api/v1/addresses/by-postcode?postcodes=8001,,8002');
    expect(postcodes.statusCode).toBe(400);
    expect(postcodes.json().details).toEqual({ postcodes: messages.lookupPostcodesInvalid });
    expect((await get("/api/v1/addresses/by-postcode?postcodes=80';drop")).statusCode).toBe(400);
  });
});

describe('customer look-ups', () => {
  it('GET /customers/find gives the customers of those ids', async () => {
    const body = (
      await get(`/api/v1/customers/find?ids=${people.noah.customerId},${people.olga.customerId},999999`)
    ).json();
    expect(body.items).toEqual([
      {
        customer_id: people.noah.customerId,
        first_name: 'Noah',
        last_name: 'Lookup',
        name: 'Noah Lookup',
        email: 'noah@example.ch',
        phone: '+41 791234567',
        active: true,
      },
      expect.objectContaining({ customer_id: people.olga.customerId, active: false }),
    ]);
  });

  it("GET /customers/:id/summary counts the customer's orders and gives the running one", async () => {
    const response = await get(`/api/v1/customers/${people.paul.customerId}/summary`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customer_id: people.paul.customerId,
      orders_total: 2,
      orders_cancelled: 1,
      first_start_date: '2026-01-05',
      last_end_date: null,
      current_order: {
        order_id: expect.any(Number),
        type: 'LEAN',
        is_flex: true,
        is_subscription: true,
        start_date: '2026-02-23',
        end_date: null,
      },
      allergy_count: 0,
      dislike_count: 1,
      last_contacted: '2026-02-20',
    });
    expect((await get(`/api/v1/customers/${people.mia.customerId}/summary`)).json()).toMatchObject({
      orders_total: 0,
      first_start_date: null,
      current_order: null,
    });
    expect((await get('/api/v1/customers/999999/summary')).statusCode).toBe(404);
    expect((await get('/api/v1/customers/abc/summary')).statusCode).toBe(400);
  });

  it('refuses every role but SUPER of Administration', async () => {
    const urls = [
      `/api/v1/addresses?ids=${people.mia.addressId}`,
      '/api/v1/addresses/by-postcode?postcodes=9081',
      `/api/v1/addresses/customers?ids=${people.mia.addressId}`,
      `/api/v1/customers/find?ids=${people.mia.customerId}`,
      `/api/v1/customers/${people.paul.customerId}/summary`,
    ];
    for (const [role, cookie] of await refusedRoles(t.app)) {
      for (const url of urls) expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(403);
    }
    // Nothing is written by a look-up: the customers are as seeded.
    const [mia] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.customerId, people.mia.customerId));
    expect(mia!.version).toBe(1);
  });
});
