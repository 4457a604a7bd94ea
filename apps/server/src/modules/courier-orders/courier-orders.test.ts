import type { ConsignmentPayload } from '@brigade/domain/logistics/payload-schemas';
import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startLogisticsStub } from '../../integrations/courier/logistics-stub.ts';
import { createAuditService } from '../audit/service.ts';

const date = '2026-12-07';

function consignmentOf(code: string, name: string, bags: number): ConsignmentPayload {
  return {
    orderId: Number(code.split('-').pop()),
    code,
    deliveryAddress: { name, street: 'Seefeldstrasse 8', postcode: '8008', city: 'Zürich' },
    pickUpTimeFrom: '06:00',
    deliveryTimeFrom: '07:00',
    deliveryTimeTo: '09:00',
    pickupIndex: 0,
    products: Array.from({ length: bags }, (_, i) => ({
      dimension: { lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 3 },
      description: `Bag ${i + 1}`,
    })),
    first_name: name.split(' ')[0]!,
    trackingItems: [{ status: 1, timestamp: '2026-12-06T16:00:00.000Z' }],
  };
}

describe('external logistics orders against the logistics service', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startLogisticsStub>>;
  let admin: string;
  let anna: number;

  beforeAll(async () => {
    stub = await startLogisticsStub();
    anna = stub.add({
      reference: `${date}-1001`,
      date,
      mode: 'live',
      consignment: consignmentOf(`${date}-1001`, 'Anna Muster', 2),
    }).id;
    stub.add({
      reference: `${date}-1002`,
      date,
      mode: 'testing',
      consignment: consignmentOf(`${date}-1002`, 'Ben Graf', 1),
      status: 'published',
    });
    stub.add({
      reference: '2026-12-08-1003',
      date: '2026-12-08',
      mode: 'live',
      consignment: consignmentOf('2026-12-08-1003', 'Cleo Other', 1),
    });
    t = await buildTestApp({ env: { LOGISTICS_URL: stub.url, LOGISTICS_TOKEN: stub.token } });
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
  const patch = (id: number | string, status: string, cookie = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/courier-orders/${id}/status`,
      headers: { cookie },
      payload: { status },
    });

  it("lists a date's orders as the screen shows them; a dispatcher of a company reads them too", async () => {
    const response = await get(`/api/v1/courier-orders?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.mode).toBe('live');
    expect(body.orders).toEqual([
      {
        id: String(anna),
        reference: `${date}-1001`,
        date,
        status: 'accepted',
        mode: 'live',
        name: 'Anna Muster',
        street: 'Seefeldstrasse 8',
        postcode: '8008',
        city: 'Zürich',
        window_from: '07:00',
        window_to: '09:00',
        parcels: 2,
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({
        reference: `${date}-1002`,
        status: 'published',
        mode: 'testing',
        parcels: 1,
      }),
    ]);
    const dispatcher = await loginAs(t.app, 'SUPER', 'LOGISTICS');
    const theirs = await get(`/api/v1/courier-orders?date=2026-12-08`, dispatcher);
    expect(theirs.json().orders.map((o: { name: string }) => o.name)).toEqual(['Cleo Other']);
    expect((await get('/api/v1/courier-orders?date=7.12.2026')).statusCode).toBe(400);
  });

  it('shows one order; an unknown one is a clear message', async () => {
    const one = await get(`/api/v1/courier-orders/${anna}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: String(anna), name: 'Anna Muster', status: 'accepted' });
    const unknown = await get('/api/v1/courier-orders/999');
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json().error_message).toBe(
      'Unable to get courier order 999. The service does not know it (HTTP 404): Order 999 not found',
    );
  });

  it('moves an order on at the service, audited; a change the statuses do not allow is refused', async () => {
    for (const status of ['published', 'picked']) {
      const moved = await patch(anna, status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ id: String(anna), status });
    }
    expect(stub.orders.find((o) => o.id === anna)?.status).toBe('picked');
    const trail = await createAuditService({ db: t.database.db, clock: t.clock }).list(
      'courier_order',
      String(anna),
    );
    expect(trail.map((entry) => entry.change)).toEqual(
      expect.arrayContaining([
        { reference: `${date}-1001`, date, from: 'accepted', to: 'published' },
        { reference: `${date}-1001`, date, from: 'published', to: 'picked' },
      ]),
    );

    const back = await patch(anna, 'accepted');
    expect(back.statusCode).toBe(422);
    expect(back.json().error_message).toBe(messages.courierStatusTransition);
    expect(stub.orders.find((o) => o.id === anna)?.status).toBe('picked');
    expect((await patch(anna, 'lost')).statusCode).toBe(400);
  });

  it('the service failing is a clear 502, recorded for the developers; its refusal is the rule, not a failure', async () => {
    stub.fail({ kind: 'status', status: 500 });
    const failed = await get(`/api/v1/courier-orders?date=${date}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error_message).toBe(
      `Unable to get the courier orders of ${date}. The service failed (HTTP 500): stub answer 500`,
    );
    const courier = async () =>
      (await get('/api/v1/integrations'))
        .json()
        .integrations.find((i: { name: string }) => i.name === 'courier');
    expect(await courier()).toMatchObject({ mode: 'live', last_failure: failed.json().error_message });

    // The order moved on at the service meanwhile: the service refuses the change (409) as our rule would.
    const ben = stub.orders.find((o) => o.reference === `${date}-1002`)!;
    stub.fail({ kind: 'status', status: 409, method: 'PATCH' });
    const raced = await patch(ben.id, 'picked');
    expect(raced.statusCode).toBe(422);
    expect(raced.json().error_message).toBe(messages.courierStatusTransition);
    expect(ben.status).toBe('published');
    expect(await courier()).toMatchObject({ last_failure: failed.json().error_message });
  });

  it('is for dispatchers only: kitchen and drivers are refused, no session is 401', async () => {
    for (const [group, category] of [
      ['CHEF', 'AP'],
      ['SUPER_CHEF', 'AP'],
      ['CHEF', 'LOGISTICS'],
    ] as const) {
      const cookie = await loginAs(t.app, group, category);
      expect((await get(`/api/v1/courier-orders?date=${date}`, cookie)).statusCode).toBe(403);
      expect((await patch(anna, 'delivered', cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/v1/courier-orders/${anna}` })).statusCode).toBe(401);
  });
});

describe('external logistics orders in local mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('lists nothing and says so; reading or changing an order is a clear 422', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const list = await t.app.inject({
      url: `/api/v1/courier-orders?date=${date}`,
      headers: { cookie: admin },
    });
    expect(list.json()).toEqual({ mode: 'local', orders: [] });
    const one = await t.app.inject({ url: '/api/v1/courier-orders/local:1', headers: { cookie: admin } });
    expect(one.statusCode).toBe(422);
    expect(one.json().error_message).toBe(messages.courierNotConnected);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/courier-orders/local:1/status',
      headers: { cookie: admin },
      payload: { status: 'published' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().error_message).toBe(messages.courierNotConnected);
  });
});
