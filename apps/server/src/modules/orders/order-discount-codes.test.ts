import { messages } from '@brigade/domain/messages/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderEditBody } from '@brigade/domain/orders/order-edit';
import type { Order } from '@brigade/domain/schemas/orders';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { TEST_START } from '../../../test/clock.ts';
import { customers } from '../../db/schema/customers.ts';
import { discountRedemptions } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';

// Discount codes on orders: the price by the order's model, the redemption in the order's transaction, and
// the refusals. The clock stands at 2026-03-02 (Monday).
let t: TestApp;
let admin: string;
let customerId: number;
const base = '/api/v1/orders';

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

/** A code of the test's own, valid through March 2026 unless told otherwise. */
async function addCode(code: string, kind: 'PERCENT' | 'FIXED', value: number, extra: object = {}) {
  const body = { code, kind, value, valid_from: '2026-03-01', valid_to: '2026-03-31', ...extra };
  const response = await send('POST', '/api/v1/discounts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { discount_id: number };
}
const uses = async (code: string) => {
  const found = (await get(`/api/v1/discounts?q=${code}`)).json().items as { code: string }[];
  return found.find((d) => d.code === code) as unknown as { usage_count: number; redeemed: boolean };
};
const orderCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

/** LEAN flex from week 11, Monday–Friday: model 3 gives 60 a day, 300 a week. */
const leanFlex = (over: object = {}) => ({
  customer_id: customerId,
  type: 'LEAN',
  is_flex: true,
  start_week: '2026_11',
  ...over,
});
/** The update body of an order as it was created (customer_id is fixed after creation). */
/** The whole edit of a stored order (ADR 084), with changes. */
const edit = (order: Order, over: object = {}) => ({ ...orderEditBody(order), ...over });

async function create(body: object) {
  const response = await send('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An order created on another day (its price model), the clock back at the test start afterwards. */
async function createdOn(instant: string, body: object) {
  t.clock.set(instant);
  try {
    return await create(body);
  } finally {
    t.clock.set(TEST_START);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const [c] = await t.database.db
    .insert(customers)
    .values({ firstName: 'Clara', lastName: 'Code', email: 'clara.code@orders-test.example' })
    .returning();
  customerId = c!.customerId;
  await addCode('TEST-P15', 'PERCENT', 15);
  await addCode('TEST-F20', 'FIXED', 20);
  await addCode('TEST-F100', 'FIXED', 100);
  await addCode('TEST-FREE', 'PERCENT', 100);
  await addCode('TEST-OLD', 'PERCENT', 10, { valid_from: '2026-02-01', valid_to: '2026-03-01' });
  await addCode('TEST-SOON', 'PERCENT', 10, { valid_from: '2026-03-03' });
  await addCode('TEST-ONCE', 'FIXED', 10, { usage_limit: 1 });
  await addCode('TEST-LAST', 'FIXED', 10, { usage_limit: 1 });
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.booking.flushed.length = 0;
});

describe('an order with a discount code', () => {
  it('model 3, PERCENT 15: 300 × 0.85 = 255 a week, 51 a day; redeemed once, in GET and the list', async () => {
    const created = await create(leanFlex({ discount_code: ' test-p15 ' }));
    expect(created).toMatchObject({
      price_model: 3,
      day_rate: 51,
      week_price: 255,
      discount_code: 'TEST-P15',
      discount: {
        code: 'TEST-P15',
        kind: 'PERCENT',
        value: 15,
        amount: 45,
        week_price_before: 300,
        day_rate_before: 60,
      },
    });
    expect((await get(`${base}/${created.order_id}`)).json()).toEqual(created);
    const listed = (await get(`${base}?q=${created.order_id}`)).json().items[0];
    expect(listed).toMatchObject({ discount_code: 'TEST-P15', day_rate: 51, week_price: 255 });
    expect(await uses('TEST-P15')).toMatchObject({ usage_count: 1, redeemed: true });
    const [redemption] = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, created.order_id));
    expect(redemption).toMatchObject({ redeemedAt: new Date(TEST_START) });
    expect(redemption!.redeemedBy).toEqual(expect.any(Number));
    // The booking funnel caches every code and, apart, the never-redeemed ones: both are stale now.
    expect(t.booking.flushed).toEqual([['DISCOUNTS', 'DISCOUNTS_UNREDEEMED']]);
  });

  it('FIXED 20 on three days: 180 − 20 = 160, 53.33 a day; CHF 100 off a trial of 65 makes it free', async () => {
    const three = await create(leanFlex({ weekdays: [1, 3, 5], discount_code: 'TEST-F20' }));
    expect(three).toMatchObject({ day_rate: 53.33, week_price: 160, discount: { amount: 20 } });
    const trial = await create(
      leanFlex({
        type: 'STRONG',
        is_flex: false,
        day_trial: true,
        weekdays: [2],
        discount_code: 'TEST-F100',
      }),
    );
    expect(trial).toMatchObject({
      day_rate: 0,
      week_price: 0,
      discount: { amount: 65, week_price_before: 65 },
    });
    // 100 % off: free in model 3 too.
    const free = await create(leanFlex({ discount_code: 'TEST-FREE' }));
    expect(free).toMatchObject({ week_price: 0, discount: { amount: 300 } });
  });

  it('model 2, PERCENT 15 as the week discount 0.15: 280 → 238, 47.60 a day; FIXED 20: 260', async () => {
    const order = await createdOn('2021-01-10T10:00:00Z', leanFlex());
    expect(order).toMatchObject({ price_model: 2, day_rate: 56, week_price: 280, discount: null });
    const saved = await send('PUT', `${base}/${order.order_id}`, edit(order, { discount_code: 'TEST-P15' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      price_model: 2,
      day_rate: 47.6,
      week_price: 238,
      discount: { amount: 42, week_price_before: 280, day_rate_before: 56 },
    });
    const fixed = await send(
      'PUT',
      `${base}/${order.order_id}`,
      edit(saved.json(), { discount_code: 'TEST-F20' }),
    );
    expect(fixed.json()).toMatchObject({ week_price: 260, day_rate: 52, discount_code: 'TEST-F20' });
  });

  it('refuses a code on a model-1 order (422 under the field) and leaves the order as it was', async () => {
    const order = await createdOn('2020-06-01T10:00:00Z', leanFlex());
    expect(order.price_model).toBe(1);
    const refused = await send(
      'PUT',
      `${base}/${order.order_id}`,
      edit(order, { discount_code: 'TEST-F20', weekdays: [1] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error_code: 'BUSINESS_RULE',
      error_message: messages.discountCodeOldPriceModel,
      details: { discount_code: messages.discountCodeOldPriceModel },
      request_id: expect.any(String),
    });
    expect((await get(`${base}/${order.order_id}`)).json()).toEqual(order);
  });
});

describe('refused codes', () => {
  const cases = [
    ['NO-SUCH-CODE', messages.discountCodeUnknown],
    ['TEST-OLD', messages.discountCodeExpired],
    ['TEST-SOON', messages.discountCodeNotYetValid],
  ] as const;

  it.each(cases)('a new order with %s: 422 and nothing stored', async (code, message) => {
    const before = await orderCount();
    const response = await send('POST', base, leanFlex({ discount_code: code }));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ discount_code: message });
    expect(await orderCount()).toBe(before);
    expect(t.booking.flushed).toEqual([]);
  });

  it('a used-up code; an edit with a refused code changes nothing of the order (not half-way)', async () => {
    await create(leanFlex({ discount_code: 'TEST-ONCE' }));
    expect(await uses('TEST-ONCE')).toMatchObject({ usage_count: 1 });
    const order = await create(leanFlex({ discount_code: 'TEST-P15' }));
    const stored = (await get(`${base}/${order.order_id}`)).json();
    const p15 = (await uses('TEST-P15')).usage_count;
    t.booking.flushed.length = 0;
    for (const [code, message] of [...cases, ['TEST-ONCE', messages.discountCodeUsedUp]]) {
      const response = await send(
        'PUT',
        `${base}/${order.order_id}`,
        edit(order, { weekdays: [1, 2], delivery_instructions: 'Changed', discount_code: code }),
      );
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error_message).toBe(message);
    }
    expect((await get(`${base}/${order.order_id}`)).json()).toEqual(stored);
    expect(await uses('TEST-ONCE')).toMatchObject({ usage_count: 1 });
    expect((await uses('TEST-P15')).usage_count).toBe(p15);
    expect(t.booking.flushed).toEqual([]);
  });

  it('refuses a malformed code with 400 under the field', async () => {
    const response = await send('POST', base, leanFlex({ discount_code: 'x!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ discount_code: messages.discountCodeInvalid });
  });
});

describe('keeping, changing and releasing a code', () => {
  it('keeps the code when the field is left out or the same, without checking or counting again', async () => {
    const order = await create(leanFlex({ discount_code: 'TEST-F20' }));
    const count = (await uses('TEST-F20')).usage_count;
    t.booking.flushed.length = 0;
    const omitted = await send('PUT', `${base}/${order.order_id}`, edit(order, { weekdays: [1, 2, 3, 4] }));
    expect(omitted.json()).toMatchObject({ discount_code: 'TEST-F20', week_price: 220, version: 2 });
    // After the code's last day, the same code is kept: it was valid when it was redeemed.
    t.clock.set('2026-04-15T08:00:00Z');
    admin = await loginAs(t.app, 'SUPER'); // the session of March has ended
    try {
      const same = await send(
        'PUT',
        `${base}/${order.order_id}`,
        edit(omitted.json(), { discount_code: 'test-f20' }),
      );
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ discount_code: 'TEST-F20', version: 3 });
    } finally {
      t.clock.set(TEST_START);
      admin = await loginAs(t.app, 'SUPER');
    }
    expect((await uses('TEST-F20')).usage_count).toBe(count);
    expect(t.booking.flushed).toEqual([]);
  });

  it('another code releases the old one; null removes it; deleting the order releases its code', async () => {
    const order = await create(leanFlex({ discount_code: 'TEST-F20' }));
    const [f20, p15] = [(await uses('TEST-F20')).usage_count, (await uses('TEST-P15')).usage_count];
    const swapped = await send(
      'PUT',
      `${base}/${order.order_id}`,
      edit(order, { discount_code: 'TEST-P15' }),
    );
    expect(swapped.json()).toMatchObject({ discount_code: 'TEST-P15', week_price: 255 });
    expect([(await uses('TEST-F20')).usage_count, (await uses('TEST-P15')).usage_count]).toEqual([
      f20 - 1,
      p15 + 1,
    ]);

    const removed = await send(
      'PUT',
      `${base}/${order.order_id}`,
      edit(swapped.json(), { discount_code: null }),
    );
    expect(removed.json()).toMatchObject({
      discount_code: null,
      discount: null,
      day_rate: 60,
      week_price: 300,
    });
    expect((await uses('TEST-P15')).usage_count).toBe(p15);
    // Created with a code, swapped, removed: three writes that made the funnel's code caches stale.
    expect(t.booking.flushed).toHaveLength(3);
    expect(new Set(t.booking.flushed.map((keys) => keys.join()))).toEqual(
      new Set(['DISCOUNTS,DISCOUNTS_UNREDEEMED']),
    );

    const again = await send(
      'PUT',
      `${base}/${order.order_id}`,
      edit(removed.json(), { discount_code: 'TEST-P15' }),
    );
    expect((await uses('TEST-P15')).usage_count).toBe(p15 + 1);
    const gone = await send('DELETE', `${base}/${order.order_id}?version=${again.json().version}`);
    expect(gone.statusCode).toBe(204);
    expect((await uses('TEST-P15')).usage_count).toBe(p15);
  });

  it('the discounts list: a code is redeemed while an order holds it, unredeemed once released', async () => {
    const { discount_id } = await addCode('TEST-FRESH', 'FIXED', 5);
    const unredeemed = async () =>
      ((await get('/api/v1/discounts?redeemed=false&length=100')).json().items as { code: string }[]).map(
        (d) => d.code,
      );
    expect(await unredeemed()).toContain('TEST-FRESH');
    const order = await create(leanFlex({ discount_code: 'TEST-FRESH' }));
    expect(await unredeemed()).not.toContain('TEST-FRESH');
    expect((await get('/api/v1/discounts?redeemed=true&q=TEST-FRESH')).json().total).toBe(1);
    // A code that an order carries cannot be deleted: the order's price names it.
    const kept = await send('DELETE', `/api/v1/discounts/${discount_id}?version=1`);
    expect(kept.statusCode, kept.body).toBe(409);
    expect(kept.json().error_message).toBe(messages.discountCodeInUse);
    await send('PUT', `${base}/${order.order_id}`, edit(order, { discount_code: null }));
    expect(await unredeemed()).toContain('TEST-FRESH');
  });

  it('two orders racing for the last use of a code: exactly one wins, the other stores nothing', async () => {
    const before = await orderCount();
    const responses = await Promise.all([
      send('POST', base, leanFlex({ discount_code: 'TEST-LAST' })),
      send('POST', base, leanFlex({ discount_code: 'TEST-LAST' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((r) => r.statusCode === 422)?.json().error_message).toBe(
      messages.discountCodeUsedUp,
    );
    expect(await orderCount()).toBe(before + 1);
    expect(await uses('TEST-LAST')).toMatchObject({ usage_count: 1 });
  });
});
