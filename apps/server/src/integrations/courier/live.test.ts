import type { ConsignmentPayload } from '@brigade/domain/logistics/payload-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../lib/provider-call.ts';
import { createLiveCourier } from './live.ts';
import { startLogisticsStub } from './logistics-stub.ts';

const date = '2026-12-07';

/** A consignment as the plan makes it: one bag to an address. */
function parcel(code: string, name = 'Anna Muster'): ConsignmentPayload {
  return {
    orderId: Number(code.split('-').pop()),
    code,
    deliveryAddress: { name, street: 'Seefeldstrasse 8', postcode: '8008', city: 'Zürich', phone: null },
    pickUpTimeFrom: '06:00',
    deliveryTimeFrom: '07:00',
    deliveryTimeTo: '09:00',
    pickupIndex: 0,
    products: [
      { dimension: { lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 3.5 }, description: 'Bag 1' },
    ],
    first_name: name.split(' ')[0]!,
    trackingItems: [{ status: 1, timestamp: '2026-12-06T16:00:00.000Z' }],
  };
}

describe('courier adapter against the loopback logistics service', () => {
  let stub: Awaited<ReturnType<typeof startLogisticsStub>>;
  const waits: number[] = [];
  const courier = (over: { token?: string; timeoutMs?: number } = {}) =>
    createLiveCourier({
      url: stub.url,
      token: over.token ?? stub.token,
      tenantId: 'brigade-tenant',
      env: 'staging',
      sleep: async (ms) => void waits.push(ms),
      timeoutMs: over.timeoutMs,
    });

  beforeAll(async () => {
    stub = await startLogisticsStub();
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
    stub.orders.length = 0;
  });

  it('creates an order with our tenant, mode and environment, reads, updates and deletes it', async () => {
    const created = await courier().create({
      reference: `${date}-1001`,
      date,
      mode: 'testing',
      consignment: parcel(`${date}-1001`),
    });
    expect(created).toMatchObject({
      reference: `${date}-1001`,
      date,
      mode: 'testing',
      status: 'accepted',
      consignment: { deliveryAddress: { name: 'Anna Muster', city: 'Zürich' } },
    });
    expect(created.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stub.orders[0]).toMatchObject({ tenantId: 'brigade-tenant', env: 'staging', mode: 'testing' });

    expect(await courier().get(created.id)).toEqual(created);
    const moved = await courier().update(created.id, {
      reference: `${date}-1001`,
      date,
      mode: 'live',
      consignment: { ...parcel(`${date}-1001`, 'Anna Neu'), deliveryTimeTo: '10:00' },
    });
    expect(moved).toMatchObject({ id: created.id, mode: 'live' });
    expect(moved.consignment).toMatchObject({
      deliveryAddress: { name: 'Anna Neu' },
      deliveryTimeTo: '10:00',
    });

    await courier().remove(created.id);
    expect(stub.orders).toHaveLength(0);
    await expect(courier().get(created.id)).rejects.toThrow(
      `Unable to get courier order ${created.id}. The service does not know it (HTTP 404): Order ${created.id} not found`,
    );
  });

  it('refuses a reference already used on that date (422, the service’s reason)', async () => {
    const input = {
      reference: `${date}-7`,
      date,
      mode: 'testing' as const,
      consignment: parcel(`${date}-7`),
    };
    await courier().create(input);
    const again = courier().create(input);
    await expect(again).rejects.toMatchObject({ statusCode: 422, status: 409 });
    await expect(courier().create(input)).rejects.toThrow(
      `Unable to create courier order ${date}-7. The service refused the request (HTTP 409): An order with reference ${date}-7 exists on ${date}`,
    );
    // The same reference on another date is another order.
    await courier().create({ ...input, date: '2026-12-08' });
    expect(stub.orders).toHaveLength(2);
  });

  it('lists a date’s orders across every page of 500 (1,001 orders: three pages)', async () => {
    for (let i = 0; i < 1001; i += 1) {
      stub.add({
        reference: `${date}-${2000 + i}`,
        date,
        mode: 'live',
        consignment: parcel(`${date}-${2000 + i}`),
      });
    }
    stub.add({
      reference: '2026-12-08-1',
      date: '2026-12-08',
      mode: 'live',
      consignment: parcel('2026-12-08-1'),
    });
    const calls: string[] = [];
    const counting = createLiveCourier({
      url: stub.url,
      token: stub.token,
      env: 'test',
      fetch: async (url, init) => {
        calls.push(String(url));
        return fetch(url, init);
      },
    });
    const all = await counting.list(date);
    expect(all).toHaveLength(1001);
    expect(new Set(all.map((o) => o.reference)).size).toBe(1001);
    expect(all[1000]).toMatchObject({ reference: `${date}-3000`, status: 'accepted' });
    expect(calls.map((url) => new URL(url).search)).toEqual([
      `?date=${date}&page=0&size=500`,
      `?date=${date}&page=1&size=500`,
      `?date=${date}&page=2&size=500`,
    ]);
    // A date without orders: the service leaves `_embedded` out.
    expect(await courier().list('2026-12-09')).toEqual([]);
  });

  it('moves an order accepted → published → picked → delivered, and refuses what the service does not allow', async () => {
    const { id } = await courier().create({
      reference: `${date}-9`,
      date,
      mode: 'live',
      consignment: parcel(`${date}-9`),
    });
    for (const status of ['published', 'picked', 'delivered'] as const) {
      expect(await courier().setStatus(id, status)).toMatchObject({ id, status });
    }
    const refused = courier().setStatus(id, 'cancelled');
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(courier().setStatus(id, 'cancelled')).rejects.toMatchObject({
      statusCode: 422,
      status: 422,
      message: `Unable to change courier order ${id} to cancelled. The external logistics service does not allow this status change.`,
    });
    expect(stub.orders[0]?.status).toBe('delivered');
  });

  it('a missing or wrong token is a clear message', async () => {
    await expect(courier({ token: 'wrong' }).list(date)).rejects.toThrow(
      `Unable to get the courier orders of ${date}. The service refused our credentials (HTTP 401): Invalid private token`,
    );
    await expect(courier({ token: '' }).get('1')).rejects.toMatchObject({
      statusCode: 502,
      message:
        'Unable to get courier order 1. The service refused our credentials (HTTP 401): The private-token header is missing',
    });
  });

  it('503 and 429 (Retry-After) are retried, then succeed; no answer times out', async () => {
    stub.add({ reference: `${date}-5`, date, mode: 'live', consignment: parcel(`${date}-5`) });
    stub.fail({ kind: 'status', status: 503 }, { kind: 'status', status: 429, retryAfter: '3' });
    expect(await courier().list(date)).toHaveLength(1);
    expect(waits).toEqual([1000, 3000]);
    stub.fail({ kind: 'hang' });
    await expect(courier({ timeoutMs: 300 }).list(date)).rejects.toThrow(
      `Unable to get the courier orders of ${date}. The service did not answer within 0.3 s`,
    );
  });
});
