import { messages } from '@brigade/domain/messages/catalogue';
import { dayRate } from '@brigade/domain/pricing/day-rate';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEditBody } from '@brigade/domain/orders/order-edit';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { TEST_START } from '../../../test/clock.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';

let t: TestApp;
let admin: string;
const base = '/api/v1/orders';

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface TestCustomer {
  id: number;
  billing: number;
  delivery: number;
}

/** A customer with a billing and a delivery address (inserted directly: the customers module is not under test). */
async function addCustomer(first: string, last: string): Promise<TestCustomer> {
  const db = t.database.db;
  const [c] = await db
    .insert(customers)
    .values({
      firstName: first,
      lastName: last,
      email: `${first}.${last}@orders-test.example`.toLowerCase(),
      deliveryInstructions: `Ring ${last}`,
    })
    .returning();
  const [billing] = await db
    .insert(addresses)
    .values({ customerId: c!.customerId, street: 'Seestrasse 1', postcode: '8002', city: 'Zürich' })
    .returning();
  const [delivery] = await db
    .insert(addresses)
    .values({
      customerId: c!.customerId,
      street: 'Bahnhofstrasse 5',
      postcode: '8001',
      city: 'Zürich',
      isDelivery: true,
    })
    .returning();
  await db
    .update(customers)
    .set({ billingDefault: billing!.addressId, deliveryDefault: delivery!.addressId, useBilling: false })
    .where(eq(customers.customerId, c!.customerId));
  return { id: c!.customerId, billing: billing!.addressId, delivery: delivery!.addressId };
}

const orderCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

let anna: TestCustomer;
let beat: TestCustomer;

const leanFlex = (customer: TestCustomer, over: object = {}) => ({
  customer_id: customer.id,
  type: 'LEAN',
  is_flex: true,
  start_week: '2026_11',
  ...over,
});

async function create(body: object) {
  const response = await send('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  anna = await addCustomer('Anna', 'Muster');
  beat = await addCustomer('Beat', 'Keller');
});
afterAll(async () => {
  await t.app.close();
});

describe('GET /programmes', () => {
  it('lists LEAN, LEAN flex, STRONG, STRONG flex and the trials with meals and model-3 prices', async () => {
    const response = await get('/api/v1/programmes');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.price_model).toBe(3);
    const row = (label: string) =>
      body.programme_types.find((p: { programme: string }) => p.programme === label);
    expect(body.programme_types.map((p: { programme: string }) => p.programme)).toEqual([
      'LEAN',
      'LEAN flex',
      'STRONG',
      'STRONG flex',
      'LEAN trial',
      'STRONG trial',
    ]);
    expect(row('LEAN flex')).toEqual({
      type: 'LEAN',
      is_flex: true,
      day_trial: false,
      programme: 'LEAN flex',
      meals: ['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'other'],
      discount_meals: ['power_shake', 'dinner'],
      day_rate: 60,
      week_price: 300,
    });
    expect([row('LEAN').day_rate, row('STRONG').day_rate, row('STRONG flex').day_rate]).toEqual([
      84, 100, 76,
    ]);
    expect(row('STRONG').week_price).toBe(500);
    expect([row('LEAN trial').week_price, row('STRONG trial').week_price]).toEqual([60, 65]);
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/programmes' })).statusCode).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/programmes', cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /orders', () => {
  it('creates a LEAN flex order with the customer’s default addresses, Monday–Friday, priced by model 3', async () => {
    const created = await create(leanFlex(anna));
    expect(created).toMatchObject({
      customer_id: anna.id,
      customer_name: 'Anna Muster',
      programme: 'LEAN flex',
      start_week: '2026_11',
      end_week: '2026_11',
      start_date: '2026-03-09',
      end_date: '2026-03-09',
      weekdays: [1, 2, 3, 4, 5],
      billing_address_id: anna.billing,
      delivery_address_id: anna.delivery,
      discount_meals: ['power_shake', 'dinner'],
      discount_meals_stored: null,
      price_model: 3,
      day_rate: dayRate(3, { type: 'LEAN', isFlex: true, discountMeals: ['power_shake', 'dinner'] }),
      week_price: 300,
      order_version: 3,
      version: 1,
      created_at: TEST_START,
    });
    expect((await get(`${base}/${created.order_id}`)).json()).toEqual(created);
  });

  it('stores a subscription until cancelled, chosen weekdays, a selection and a pick-up point', async () => {
    const created = await create(
      leanFlex(anna, {
        is_subscription: true,
        weekdays: [5, 1, 3],
        discount_meals: ['breakfast', 'power_shake'],
        pick_up: true,
        pick_up_point_id: 1,
        delivery_instructions: '  Back door  ',
      }),
    );
    expect(created).toMatchObject({
      end_week: null,
      end_date: null,
      weekdays: [1, 3, 5],
      discount_meals: ['breakfast', 'power_shake'],
      discount_meals_stored: ['breakfast', 'power_shake'],
      meals: ['shot', 'lunch', 'dressing', 'treat', 'dinner', 'other'],
      day_rate: 7 + 30 + 7 + 24,
      week_price: 3 * 68,
      pick_up: true,
      pick_up_point_id: 1,
      delivery_instructions: 'Back door',
    });
  });

  it('prices by the model of the creation date in Zurich: 1, 2 and 3 (boundaries belong to the newer model)', async () => {
    const at = async (instant: string) => {
      t.clock.set(instant);
      try {
        return await create(leanFlex(anna, { type: 'STRONG', is_flex: false }));
      } finally {
        t.clock.set(TEST_START);
      }
    };
    expect(await at('2020-06-01T10:00:00Z')).toMatchObject({ price_model: 1, day_rate: 83, week_price: 415 });
    // 2020-08-12 00:30 in Zurich is still 2020-08-11 in UTC: model 2 already.
    expect(await at('2020-08-11T22:30:00Z')).toMatchObject({ price_model: 2, day_rate: 85, week_price: 425 });
    expect(await at('2021-07-27T21:59:00Z')).toMatchObject({ price_model: 2, day_rate: 85 });
    expect(await at('2021-07-27T22:00:00Z')).toMatchObject({
      price_model: 3,
      day_rate: 100,
      week_price: 500,
    });
    t.clock.set('2020-06-01T10:00:00Z');
    const lean1 = await create(leanFlex(anna));
    t.clock.set('2021-01-10T10:00:00Z');
    const lean2 = await create(leanFlex(anna));
    t.clock.set(TEST_START);
    expect([lean1.day_rate, lean2.day_rate]).toEqual([57, 56]);
    // A trial costs its trial price in every model.
    t.clock.set('2020-06-01T10:00:00Z');
    const trial = await create(leanFlex(anna, { day_trial: true, is_flex: false, weekdays: [2] }));
    t.clock.set(TEST_START);
    expect(trial).toMatchObject({
      programme: 'LEAN trial',
      price_model: 1,
      day_rate: 60,
      week_price: 60,
      end_week: '2026_11',
    });
  });

  it('refuses bad input with a message under each field, and stores nothing', async () => {
    const before = await orderCount();
    const cases: [object, Record<string, string>][] = [
      [
        {},
        {
          customer_id: messages.invalidValue,
          type: messages.invalidValue,
          start_week: messages.invalidWeekId,
        },
      ],
      [leanFlex(anna, { start_week: '2026_54' }), { start_week: messages.invalidWeekId }],
      [leanFlex(anna, { end_week: '2026_10' }), { end_week: messages.endWeekBeforeStart }],
      [leanFlex(anna, { weekdays: [] }), { weekdays: messages.weekdaysRequired }],
      [leanFlex(anna, { weekdays: [1, 8] }), { weekdays: messages.weekdaysInvalid }],
      [
        leanFlex(anna, { day_trial: true, weekdays: [1, 2], is_subscription: true }),
        { weekdays: messages.trialOneDay, is_subscription: messages.trialNoSubscription },
      ],
      [leanFlex(anna, { pick_up: true }), { pick_up_point_id: messages.pickUpPointRequired }],
      [leanFlex(anna, { discount_meals: ['dinner'] }), { discount_meals: messages.discountMealsMismatch }],
      [
        leanFlex(anna, { discount_meals: ['power_shake', 'dinner', 'lunch'] }),
        { discount_meals: messages.tooManyMealTypes },
      ],
      [leanFlex(anna, { type: 'MEDIUM' }), { type: messages.invalidValue }],
      [
        leanFlex(anna, { billing_address_id: beat.billing }),
        { billing_address_id: messages.orderAddressNotCustomers },
      ],
      [
        leanFlex(anna, { delivery_address_id: 999_999 }),
        { delivery_address_id: messages.orderAddressNotCustomers },
      ],
      [leanFlex(anna, { delivery_type_id: 999_999 }), { delivery_type_id: messages.deliveryTypeUnknown }],
      [
        leanFlex(anna, { pick_up: true, pick_up_point_id: 999_999 }),
        { pick_up_point_id: messages.pickUpPointUnknown },
      ],
      [leanFlex({ ...anna, id: 999_999 }), { customer_id: messages.orderCustomerUnknown }],
    ];
    for (const [body, details] of cases) {
      const response = await send('POST', base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details, JSON.stringify(body)).toEqual(details);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses other roles and anonymous callers, and stores nothing', async () => {
    const before = await orderCount();
    expect((await t.app.inject({ method: 'POST', url: base, payload: leanFlex(anna) })).statusCode).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('POST', base, leanFlex(anna), cookie)).statusCode, role).toBe(403);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('GET /orders, /orders/legacy and their exports', () => {
  let legacyId: number;
  let cancelledId: number;
  beforeAll(async () => {
    const [legacy] = await t.database.db
      .insert(orders)
      .values({
        customerId: beat.id,
        type: 'STRONG',
        startDate: '2020-03-02',
        endDate: '2020-03-02',
        orderVersion: 2,
        createdAt: new Date('2020-02-20T09:00:00Z'),
      })
      .returning();
    legacyId = legacy!.orderId;
    const cancelled = await create(leanFlex(beat, { start_week: '2026_12' }));
    const response = await send('PUT', `${base}/${cancelled.order_id}`, {
      ...orderEditBody(cancelled),
      cancelled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    cancelledId = cancelled.order_id;
  });

  it('lists current orders newest first with customer, programme, weeks and day rate; filters and searches', async () => {
    const all = (await get(base)).json();
    expect(
      all.items.every(
        (o: { order_version: number; cancelled: boolean }) => o.order_version === 3 && !o.cancelled,
      ),
    ).toBe(true);
    const ids = all.items.map((o: { order_id: number }) => o.order_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).not.toContain(cancelledId);
    expect(all.items[0]).toMatchObject({
      customer_name: expect.any(String),
      programme: expect.any(String),
      day_rate: expect.any(Number),
    });

    const withCancelled = (await get(`${base}?include_cancelled=true&customer_id=${beat.id}`)).json();
    expect(withCancelled.items.map((o: { order_id: number }) => o.order_id)).toEqual([cancelledId]);
    expect((await get(`${base}?customer_id=${beat.id}`)).json()).toEqual({ items: [], total: 0 });

    const byName = (await get(`${base}?q=muster`)).json();
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((o: { customer_name: string }) => o.customer_name === 'Anna Muster')).toBe(
      true,
    );
    expect((await get(`${base}?q=anna.muster@`)).json().total).toBe(byName.total);
    const first = byName.items[0].order_id;
    expect(
      (await get(`${base}?q=${first}`)).json().items.map((o: { order_id: number }) => o.order_id),
    ).toContain(first);

    // Week 2026_11: the one-week orders of that week and the subscription; not week 10.
    const week11 = (await get(`${base}?week=2026_11&customer_id=${anna.id}`)).json();
    const week10 = (await get(`${base}?week=2026_10&customer_id=${anna.id}`)).json();
    const week40 = (await get(`${base}?week=2026_40&customer_id=${anna.id}`)).json();
    expect(week11.total).toBe(byName.total);
    expect(week10.total).toBe(0);
    expect(week40.items.map((o: { end_week: string | null }) => o.end_week)).toEqual([null]);

    const sorted = async (dir: string) =>
      (
        await get(
          `${base}?q=orders-test.example&include_cancelled=true&sort_by=customer_name&sort_dir=${dir}&length=1`,
        )
      ).json().items[0].customer_name;
    expect([await sorted('asc'), await sorted('desc')]).toEqual(['Anna Muster', 'Beat Keller']);
  });

  it('lists legacy (version 2) orders apart, read-only', async () => {
    const legacy = (await get(`${base}/legacy?customer_id=${beat.id}`)).json();
    expect(legacy.items.map((o: { order_id: number }) => o.order_id)).toEqual([legacyId]);
    expect(legacy.items[0]).toMatchObject({
      order_version: 2,
      programme: 'STRONG',
      start_week: '2020_10',
      day_rate: 83,
    });
    expect((await get(base)).json().items.map((o: { order_id: number }) => o.order_id)).not.toContain(
      legacyId,
    );
  });

  it('exports both lists as CSV and .xlsx', async () => {
    const csv = await get(`${base}/export?customer_id=${anna.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-02.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'order_id,customer_id,customer_name,customer_email,programme,start_week,end_week,weekdays,delivery_type_name,day_rate,week_price,discount_code,is_subscription,cancelled,created_at',
    );
    expect(lines.length - 1).toBe((await get(`${base}?customer_id=${anna.id}`)).json().total);
    const legacy = await get(`${base}/legacy/export?format=xlsx`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-disposition']).toBe(
      'attachment; filename="orders-legacy-2026-03-02.xlsx"',
    );
  });

  it('refuses a bad query, and other roles', async () => {
    for (const url of [base, `${base}/legacy`, `${base}/export`, `${base}/legacy/export`]) {
      const bad = await get(`${url}?week=2026_99&customer_id=x&include_cancelled=maybe&sort_by=secret`);
      expect(bad.statusCode, url).toBe(400);
      expect(Object.keys(bad.json().details).sort(), url).toEqual([
        'customer_id',
        'include_cancelled',
        'sort_by',
        'week',
      ]);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const [role, cookie] of await refusedRoles(t.app)) {
        expect((await get(url, cookie)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  it('refuses to change a legacy order (422) and leaves it as it was', async () => {
    const before = (await get(`${base}/${legacyId}`)).json();
    const edit = await send('PUT', `${base}/${legacyId}`, {
      ...orderEditBody(before),
      start_week: '2020_10',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error_message).toBe(messages.orderLegacyReadOnly);
    expect(
      (await send('PUT', `${base}/${legacyId}/customer`, { customer_id: anna.id, version: 1 })).statusCode,
    ).toBe(422);
    expect((await send('DELETE', `${base}/${legacyId}?version=1`)).statusCode).toBe(422);
    expect((await get(`${base}/${legacyId}`)).json()).toEqual(before);
  });
});

describe('GET /orders/:id', () => {
  it('answers 404 for an unknown order and 400 for a bad id; refuses other roles', async () => {
    expect((await get(`${base}/999999`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
    const { order_id } = await create(leanFlex(anna));
    expect((await t.app.inject({ method: 'GET', url: `${base}/${order_id}` })).statusCode).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${base}/${order_id}`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('PUT /orders/:id', () => {
  // An edit sends every field (ADR 084); these are the changes from a new LEAN flex order.
  const edit = (over: object = {}) => ({
    type: 'STRONG',
    is_flex: true,
    day_trial: false,
    discount_meals: null,
    start_week: '2026_11',
    end_week: '2026_13',
    is_subscription: false,
    weekdays: [1, 2, 4, 5],
    delivery_type_id: 1,
    use_billing: true,
    pick_up: false,
    pick_up_point_id: null,
    billing_address_id: null,
    delivery_address_id: null,
    delivery_instructions: 'Leave at reception',
    cancelled: false,
    version: 1,
    ...over,
  });

  it('changes the programme, weeks, weekdays and delivery; the price follows the creation date', async () => {
    t.clock.set('2021-01-10T10:00:00Z');
    const { order_id } = await create(leanFlex(anna));
    t.clock.set(TEST_START);
    const response = await send('PUT', `${base}/${order_id}`, edit());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      programme: 'STRONG flex',
      end_week: '2026_13',
      weekdays: [1, 2, 4, 5],
      delivery_type_id: 1,
      delivery_type_name: expect.any(String),
      use_billing: true,
      delivery_instructions: 'Leave at reception',
      discount_meals: ['dinner'],
      price_model: 2,
      day_rate: 85 - 14,
      week_price: 4 * 71,
      version: 2,
      created_at: '2021-01-10T10:00:00.000Z',
      updated_at: TEST_START,
    });
  });

  it('refuses an edit that leaves a field out, changing nothing; an explicit null clears it', async () => {
    const created = await create(leanFlex(anna, { billing_address_id: anna.billing }));
    expect(created.billing_address_id).toBe(anna.billing);
    const { billing_address_id: _left, ...partial } = orderEditBody(created);
    const refused = await send('PUT', `${base}/${created.order_id}`, partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['billing_address_id']);
    expect((await get(`${base}/${created.order_id}`)).json()).toEqual(created);
    const cleared = await send('PUT', `${base}/${created.order_id}`, {
      ...orderEditBody(created),
      billing_address_id: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ billing_address_id: null, version: 2 });
  });

  it('answers 409 to a stale version, 400 to bad input and 404 to an unknown order, changing nothing', async () => {
    const { order_id } = await create(leanFlex(anna));
    const saved = await send('PUT', `${base}/${order_id}`, edit());
    expect(saved.statusCode).toBe(200);
    const stale = await send('PUT', `${base}/${order_id}`, edit({ type: 'LEAN', is_flex: false }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const bad = await send(
      'PUT',
      `${base}/${order_id}`,
      edit({ version: 2, end_week: '2026_1', billing_address_id: beat.billing }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ end_week: messages.endWeekBeforeStart });
    const foreign = await send(
      'PUT',
      `${base}/${order_id}`,
      edit({ version: 2, billing_address_id: beat.billing }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual({ billing_address_id: messages.orderAddressNotCustomers });
    expect((await get(`${base}/${order_id}`)).json()).toEqual(saved.json());
    expect((await send('PUT', `${base}/999999`, edit())).statusCode).toBe(404);
  });

  it('refuses other roles and anonymous callers', async () => {
    const { order_id } = await create(leanFlex(anna));
    const url = `${base}/${order_id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: edit() })).statusCode).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', url, edit(), cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).json().version).toBe(1);
  });
});

describe('PUT /orders/:id/customer', () => {
  it('moves the order to another customer with that customer’s default delivery', async () => {
    const { order_id } = await create(leanFlex(anna, { delivery_instructions: 'Anna’s door' }));
    const response = await send('PUT', `${base}/${order_id}/customer`, { customer_id: beat.id, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      customer_id: beat.id,
      customer_name: 'Beat Keller',
      billing_address_id: beat.billing,
      delivery_address_id: beat.delivery,
      use_billing: false,
      pick_up: false,
      delivery_instructions: 'Ring Keller',
      programme: 'LEAN flex',
      version: 2,
    });
  });

  it('answers 409 stale, 400 for an unknown customer or bad body, 404 for an unknown order; changes nothing', async () => {
    const { order_id } = await create(leanFlex(anna));
    const url = `${base}/${order_id}/customer`;
    expect((await send('PUT', url, { customer_id: beat.id, version: 5 })).statusCode).toBe(409);
    const unknown = await send('PUT', url, { customer_id: 999_999, version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ customer_id: messages.orderCustomerUnknown });
    const bad = await send('PUT', url, { customer_id: 'beat' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['customer_id', 'version']);
    expect(
      (await send('PUT', `${base}/999999/customer`, { customer_id: beat.id, version: 1 })).statusCode,
    ).toBe(404);
    expect((await get(`${base}/${order_id}`)).json()).toMatchObject({ customer_id: anna.id, version: 1 });
    expect(
      (await t.app.inject({ method: 'PUT', url, payload: { customer_id: beat.id, version: 1 } })).statusCode,
    ).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', url, { customer_id: beat.id, version: 1 }, cookie)).statusCode, role).toBe(
        403,
      );
    }
    expect((await get(`${base}/${order_id}`)).json()).toMatchObject({ customer_id: anna.id, version: 1 });
  });
});

describe('DELETE /orders/:id', () => {
  it('deletes with the version read: 409 when stale, 400 without one, 404 once gone; refuses other roles', async () => {
    const { order_id } = await create(leanFlex(anna));
    const url = `${base}/${order_id}`;
    expect((await send('DELETE', url)).statusCode).toBe(400);
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}?version=1` })).statusCode).toBe(401);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('DELETE', `${url}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).statusCode).toBe(200);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
  });
});
