import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppstleSubscriptions } from './appstle.ts';
import { startAppstleStub } from './appstle-stub.ts';

describe('subscription adapter against the loopback stub', () => {
  let stub: Awaited<ReturnType<typeof startAppstleStub>>;
  const waits: number[] = [];
  const service = (over: { key?: string; timeoutMs?: number } = {}) =>
    createAppstleSubscriptions({
      url: stub.url,
      key: over.key ?? stub.key,
      sleep: async (ms) => void waits.push(ms),
      timeoutMs: over.timeoutMs,
    });

  beforeAll(async () => {
    stub = await startAppstleStub();
    stub.contracts.push(
      { id: 101, status: 'active', email: 'anna@example.ch', firstName: 'Anna', lastName: 'Muster' },
      { id: 102, status: 'paused', email: 'ben@example.ch', firstName: 'Ben', lastName: 'Graf' },
    );
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
  });

  it('lists contracts (newest first, filtered by status) and reads one with its lines', async () => {
    const all = await service().list({ page: 0, size: 20 });
    expect(all.map((c) => [c.contractId, c.status, c.customerEmail])).toEqual([
      [102, 'PAUSED', 'ben@example.ch'],
      [101, 'ACTIVE', 'anna@example.ch'],
    ]);
    expect(all[1]).toMatchObject({
      customerName: 'Anna Muster',
      interval: 'WEEK',
      amount: '289',
      currency: 'CHF',
    });
    const paused = await service().list({ page: 0, size: 20, status: 'PAUSED' });
    expect(paused.map((c) => c.contractId)).toEqual([102]);
    const one = await service().get(101);
    expect(one).toMatchObject({
      status: 'ACTIVE',
      customerEmail: 'anna@example.ch',
      lines: [{ title: 'LEAN', quantity: 1 }],
    });
  });

  it('changes a status', async () => {
    await service().setStatus(101, 'PAUSED');
    expect(stub.contracts.find((c) => c.id === 101)?.status).toBe('paused');
    await service().setStatus(101, 'ACTIVE');
  });

  it('401, 404 and a body that is not JSON are clear messages', async () => {
    await expect(service({ key: 'wrong' }).list({ page: 0, size: 5 })).rejects.toThrow(
      'Unable to get subscriptions. The service refused our credentials (HTTP 401): Unauthorized',
    );
    await expect(service().get(999)).rejects.toThrow(
      'Unable to get subscription 999. The service does not know it (HTTP 404): Contract 999 not found',
    );
    stub.fail({ kind: 'malformed' });
    await expect(service().list({ page: 0, size: 5 })).rejects.toThrow('not JSON');
  });

  it('429 honours Retry-After, 503 is retried with backoff, then both succeed; no answer times out', async () => {
    stub.fail({ kind: 'status', status: 429, retryAfter: '5' }, { kind: 'status', status: 503 });
    expect(await service().list({ page: 0, size: 5 })).toHaveLength(2);
    expect(waits).toEqual([5000, 2000]);
    stub.fail({ kind: 'hang' });
    await expect(service({ timeoutMs: 300 }).get(101)).rejects.toThrow(
      'Unable to get subscription 101. The service did not answer within 0.3 s',
    );
  });
});
