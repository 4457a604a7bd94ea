import { businessDate } from '@brigade/domain/calendar/business-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startAppstleStub } from '../../integrations/subscriptions/appstle-stub.ts';

describe('subscription tool against the subscription service', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startAppstleStub>>;
  let admin: string;
  let customerId: number;
  let orderId: number;
  let thisWeek: string;

  beforeAll(async () => {
    stub = await startAppstleStub();
    stub.contracts.push(
      { id: 301, status: 'active', email: 'Sub.Scriber@example.ch', firstName: 'Sub', lastName: 'Scriber' },
      { id: 302, status: 'active', email: 'stranger@example.ch', firstName: 'No', lastName: 'Customer' },
    );
    t = await buildTestApp({ env: { APPSTLE_URL: stub.url, APPSTLE_KEY: stub.key } });
    admin = await loginAs(t.app, 'SUPER');
    thisWeek = weekIdOfDate(businessDate(t.clock()));
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { cookie: admin },
      payload: {
        first_name: 'Sub',
        last_name: 'Scriber',
        email: 'sub.scriber@example.ch',
        billing_address: { street: 'Weg 1', postcode: '8400', city: 'Winterthur' },
      },
    });
    customerId = customer.json().customer_id;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { cookie: admin },
      payload: { customer_id: customerId, type: 'LEAN', start_week: '2026_01', is_subscription: true },
    });
    expect(order.statusCode, order.body).toBe(201);
    orderId = order.json().order_id;
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  const put = (id: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/subscriptions/${id}/status`,
      headers: { cookie: admin },
      payload: { status },
    });
  const order = async () =>
    (await t.app.inject({ url: `/api/v1/orders/${orderId}`, headers: { cookie: admin } })).json();

  it('lists the contracts, each linked to our customer by e-mail (any case)', async () => {
    const response = await t.app.inject({ url: '/api/v1/subscriptions', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.connected).toBe(true);
    expect(
      body.contracts.map((c: { contract_id: number; customer_id: number | null }) => [
        c.contract_id,
        c.customer_id,
      ]),
    ).toEqual([
      [302, null],
      [301, customerId],
    ]);
  });

  it('pausing ends our subscription order with this week; resuming opens it again; the service follows', async () => {
    const paused = await put(301, 'PAUSED');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'PAUSED', changed_order_ids: [orderId] });
    expect(stub.contracts[0]?.status).toBe('paused');
    expect(await order()).toMatchObject({ end_week: thisWeek, is_subscription: true, cancelled: false });

    const resumed = await put(301, 'ACTIVE');
    expect(resumed.json()).toMatchObject({ status: 'ACTIVE', changed_order_ids: [orderId] });
    expect(await order()).toMatchObject({ end_week: null, is_subscription: true });
  });

  it('cancelling ends it for good; a contract without a customer changes no order', async () => {
    const cancelled = await put(301, 'CANCELLED');
    expect(cancelled.json().changed_order_ids).toEqual([orderId]);
    expect(await order()).toMatchObject({ end_week: thisWeek, is_subscription: false });
    const stranger = await put(302, 'PAUSED');
    expect(stranger.json()).toMatchObject({ customer_id: null, changed_order_ids: [] });
  });

  it('an unknown contract and a provider failure are clear messages; other roles are refused', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/subscriptions/999', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json().error_message).toBe(
      'Unable to get subscription 999. The service does not know it (HTTP 404): Contract 999 not found',
    );
    const bad = await put(301, 'SLEEPING');
    expect(bad.statusCode).toBe(400);
    const chef = await loginAs(t.app, 'SUPER_CHEF');
    expect((await t.app.inject({ url: '/api/v1/subscriptions', headers: { cookie: chef } })).statusCode).toBe(
      403,
    );
  });
});

describe('subscription tool without a subscription service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('lists nothing and says it is not connected; a change is a clear 422', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const list = await t.app.inject({ url: '/api/v1/subscriptions', headers: { cookie: admin } });
    expect(list.json()).toEqual({ connected: false, contracts: [], page: 0, has_more: false });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/subscriptions/1/status',
      headers: { cookie: admin },
      payload: { status: 'PAUSED' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().error_message).toBe('The subscription service is not connected: set APPSTLE_KEY');
  });
});
