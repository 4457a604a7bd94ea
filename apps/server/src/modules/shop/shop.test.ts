import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import { base64Hmac } from '../../lib/signatures.ts';
import { startShopStub } from '../../integrations/shop/shop-stub.ts';
import { shopOrderFixture } from './test-shop.ts';

const SECRET = 'shop-webhook-secret-0123456789';

describe('shop orders in', () => {
  let t: TestApp;
  let admin: string;
  let nextEvent = 1;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { SHOP_WEBHOOK_SECRET: SECRET, SHOP_URL: 'https://brigade-test.myshopify.com' },
    });
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => t.app.close());

  const deliver = async (
    payload: object,
    options: { eventId?: string; topic?: string; secret?: string; signature?: string } = {},
  ) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/webhooks/orders',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': options.topic ?? 'orders/create',
        'x-shopify-hmac-sha256': options.signature ?? base64Hmac(options.secret ?? SECRET, body),
        'x-shopify-event-id': options.eventId ?? `evt-${nextEvent++}`,
        'x-shopify-webhook-id': `wh-${nextEvent}`,
        'x-shopify-shop-domain': 'brigade-test.myshopify.com',
      },
      payload: body,
    });
  };
  const get = async (url: string) => {
    const response = await t.app.inject({ url: `/api/v1${url}`, headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const settled = (id: number, status: string) =>
    eventually(async () => {
      const order = await get(`/shop/orders/${id}`);
      return order.status === status ? order : undefined;
    });
  const mapVariant = async (variantId: number, body: object = {}) => {
    const response = await send('PUT', `/shop/variants/${variantId}`, {
      product_id: null,
      title: 'LEAN 2 weeks',
      kind: 'programme',
      type: 'LEAN',
      is_flex: false,
      day_trial: false,
      weeks: 2,
      version: 0,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('an unknown variant waits in the import queue; mapping it imports the customer and the order once', async () => {
    const order = shopOrderFixture({ id: 7_000_001, email: 'lena.graf@example.ch', variantId: 501 });
    const first = await deliver(order, { eventId: 'evt-create-7000001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: 'queued' });
    const waiting = await settled(7_000_001, 'waiting');
    expect(waiting.problems).toEqual([
      {
        code: 'unknown_variant',
        line_item_id: 70_000_011,
        variant_id: 501,
        title: 'LEAN programme – 2 weeks',
      },
    ]);
    expect(waiting.order_url).toBe('https://brigade-test.myshopify.com/admin/orders/7000001');
    expect(
      (await get('/shop/orders?status=waiting')).shop_orders.map((o: { name: string }) => o.name),
    ).toContain('#7000001');

    await mapVariant(501);
    const imported = await settled(7_000_001, 'imported');
    expect(imported.order_ids).toHaveLength(1);
    expect(imported.lines[0]).toMatchObject({ kind: 'programme', processed: true, start_week: '2026_50' });
    const customer = await get(`/customers/${imported.customer_id}`);
    expect(customer).toMatchObject({ first_name: 'Lena', last_name: 'Graf', email: 'lena.graf@example.ch' });
    expect(customer.newsletter).toBe(false);
    const ourOrder = await get(`/orders/${imported.order_ids[0]}`);
    expect(ourOrder).toMatchObject({
      type: 'LEAN',
      start_week: '2026_50',
      end_week: '2026_51',
      is_flex: false,
    });

    // The same delivery again (the shop retries with the same event id): nothing changes.
    const again = await deliver(order, { eventId: 'evt-create-7000001' });
    expect(again.json()).toEqual({ outcome: 'duplicate' });
    const orders = await get(`/orders?customer_id=${imported.customer_id}`);
    expect(orders.total).toBe(1);
  });

  it('refuses a delivery with a wrong signature and keeps nothing of it', async () => {
    const order = shopOrderFixture({ id: 7_000_002, email: 'eve@example.ch', variantId: 501 });
    const forged = await deliver(order, { secret: 'someone-elses-secret-000' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error_message).toBe('The webhook signature does not match');
    const unsigned = await deliver(order, { signature: '' });
    expect(unsigned.statusCode).toBe(401);
    expect((await send('POST', '/shop/orders/7000002/import')).statusCode).toBe(404);
  });

  it('a known customer (same e-mail, any case) gets the order; no second customer', async () => {
    await mapVariant(502, { type: 'STRONG', weeks: null, is_flex: true });
    const first = shopOrderFixture({ id: 7_000_003, email: 'max.berg@example.ch', variantId: 502 });
    await deliver(first);
    const one = await settled(7_000_003, 'imported');
    const second = shopOrderFixture({ id: 7_000_004, email: 'MAX.BERG@example.ch', variantId: 502 });
    await deliver(second);
    const two = await settled(7_000_004, 'imported');
    expect(two.customer_id).toBe(one.customer_id);
    const order = await get(`/orders/${two.order_ids[0]}`);
    expect(order).toMatchObject({ type: 'STRONG', is_flex: true, end_week: null, is_subscription: true });
  });

  it('a cancelled shop order cancels our order; an older payload never replaces a newer one', async () => {
    await mapVariant(503);
    const order = shopOrderFixture({ id: 7_000_005, email: 'ida@example.ch', variantId: 503 });
    await deliver(order);
    const imported = await settled(7_000_005, 'imported');
    const cancelled = { ...order, cancelled_at: '2026-11-26T10:00:00Z', updated_at: '2026-11-26T10:00:00Z' };
    expect((await deliver(cancelled, { topic: 'orders/cancelled' })).json()).toEqual({ outcome: 'queued' });
    await eventually(async () => {
      const ours = await get(`/orders/${imported.order_ids[0]}`);
      return ours.cancelled ? ours : undefined;
    });
    const stale = { ...order, updated_at: '2026-11-20T09:00:00Z' };
    expect((await deliver(stale, { topic: 'orders/updated' })).json()).toEqual({ outcome: 'stale' });
  });

  it('what our rules refuse waits with the reason; roll-back cancels the orders and waits; overrides skip a line', async () => {
    await mapVariant(504);
    const bad = shopOrderFixture({
      id: 7_000_006,
      email: 'ola@example.ch',
      variantId: 504,
      zip: '80011234567',
    });
    await deliver(bad);
    const waiting = await settled(7_000_006, 'waiting');
    expect(waiting.problems).toEqual([
      {
        code: 'invalid',
        message: 'billing_address.postcode: Postcode must be at most 10 characters',
      },
    ]);

    const good = shopOrderFixture({ id: 7_000_007, email: 'pia@example.ch', variantId: 504 });
    await deliver(good);
    const imported = await settled(7_000_007, 'imported');
    const rolledBack = await send('POST', '/shop/orders/7000007/rollback');
    expect(rolledBack.json()).toMatchObject({
      status: 'waiting',
      problems: [{ code: 'rolled_back' }],
      order_ids: [],
    });
    expect((await get(`/orders/${imported.order_ids[0]}`)).cancelled).toBe(true);

    const skipped = await send('PATCH', `/shop/orders/7000007/lines/70000071`, { is_processed: true });
    expect(skipped.json().lines[0]).toMatchObject({
      processed: true,
      processed_override: true,
      order_id: null,
    });
    await send('POST', '/shop/orders/7000007/import');
    const again = await settled(7_000_007, 'imported');
    expect(again.order_ids).toEqual([]);
    expect((await send('PATCH', '/shop/orders/7000007/lines/1', { is_processed: true })).statusCode).toBe(
      404,
    );
  });

  it('refuses a mapping that leaves a field out, changing nothing; an explicit null weeks makes it a subscription', async () => {
    const mapped = await mapVariant(505, { product_id: 9_505, is_flex: true });
    const variant = async () =>
      (await get('/shop/variants')).variants.find((v: { variant_id: number }) => v.variant_id === 505);
    expect(await variant()).toEqual(mapped);
    const { variant_id: _id, ...whole } = mapped;
    const { weeks: _left, ...partial } = whole;
    const refused = await send('PUT', '/shop/variants/505', partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['weeks']);
    expect(await variant()).toEqual(mapped);
    const cleared = await send('PUT', '/shop/variants/505', { ...whole, weeks: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await variant()).toMatchObject({ product_id: 9_505, is_flex: true, weeks: null, version: 2 });
  });

  it('catching up needs a connected shop; chefs and the office without SUPER see no shop orders', async () => {
    const pull = await send('POST', '/shop/pull', { since: '2026-11-20T00:00:00Z' });
    expect(pull.statusCode).toBe(422);
    expect(pull.json().error_message).toBe(
      'The shop is not connected: set SHOP_URL, SHOP_CLIENT_ID and SHOP_CLIENT_SECRET',
    );
    for (const group of ['SUPER_CHEF', 'CHEF'] as const) {
      const cookie = await loginAs(t.app, group);
      expect((await t.app.inject({ url: '/api/v1/shop/orders', headers: { cookie } })).statusCode).toBe(403);
    }
  });
});

describe('catching up from a connected shop', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startShopStub>>;

  beforeAll(async () => {
    stub = await startShopStub();
    t = await buildTestApp({
      env: {
        SHOP_URL: stub.url,
        SHOP_CLIENT_ID: stub.credentials.clientId,
        SHOP_CLIENT_SECRET: stub.credentials.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  it('reads the orders changed since a time and imports each once, even when pulled twice', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/shop/variants/601',
      headers: { cookie: admin },
      payload: {
        product_id: null,
        title: 'LEAN 1 week',
        kind: 'programme',
        type: 'LEAN',
        is_flex: false,
        day_trial: false,
        weeks: 1,
        version: 0,
      },
    });
    expect(put.statusCode).toBe(200);
    for (let n = 0; n < 3; n += 1) {
      stub.orders.push(
        shopOrderFixture({ id: 8_000_000 + n, email: `pull${n}.test@example.ch`, variantId: 601 }),
      );
    }
    const since = new Date(t.clock().getTime() - 86_400_000).toISOString();
    for (let round = 0; round < 2; round += 1) {
      const pull = await t.app.inject({
        method: 'POST',
        url: '/api/v1/shop/pull',
        headers: { cookie: admin },
        payload: { since },
      });
      expect(pull.statusCode, pull.body).toBe(202);
      await eventually(async () => {
        const response = await t.app.inject({
          url: '/api/v1/shop/orders?status=imported',
          headers: { cookie: admin },
        });
        return response.json().shop_orders.length === 3 ? true : undefined;
      });
    }
    // Once the second pull has run, the unchanged orders are still imported (not waiting again), once each.
    await eventually(async () => {
      const pulls = await t.app.inject({ url: '/api/v1/jobs?name=shop.pull', headers: { cookie: admin } });
      const done = pulls.json().jobs.filter((j: { state: string }) => j.state === 'completed');
      return done.length === 2 ? true : undefined;
    });
    const imported = await t.app.inject({
      url: '/api/v1/shop/orders?status=imported',
      headers: { cookie: admin },
    });
    expect(imported.json().shop_orders).toHaveLength(3);
    const jobs = await t.app.inject({ url: '/api/v1/jobs?name=shop.import', headers: { cookie: admin } });
    expect(jobs.json().jobs).toHaveLength(3);
    const integrations = await t.app.inject({ url: '/api/v1/integrations', headers: { cookie: admin } });
    const shop = integrations.json().integrations.find((i: { name: string }) => i.name === 'shop');
    expect(shop.mode).toBe('live');
    expect(shop.last_success_at).not.toBeNull();
  });
});
