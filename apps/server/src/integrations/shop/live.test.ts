import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../lib/provider-call.ts';
import { createLiveShop, nextPageUrl } from './live.ts';
import { startShopStub } from './shop-stub.ts';

const order = (id: number, updated = '2026-11-20T10:00:00Z') => ({ id, name: `#${id}`, updated_at: updated });

describe('live shop adapter against the loopback stub', () => {
  let stub: Awaited<ReturnType<typeof startShopStub>>;
  const waits: number[] = [];
  const shop = (over: Partial<Parameters<typeof createLiveShop>[0]> = {}) =>
    createLiveShop({
      url: stub.url,
      apiVersion: '2026-07',
      clientId: stub.credentials.clientId,
      clientSecret: stub.credentials.clientSecret,
      sleep: async (ms) => void waits.push(ms),
      ...over,
    });

  beforeAll(async () => {
    stub = await startShopStub();
    for (let id = 1; id <= 260; id += 1) stub.orders.push(order(1000 + id));
  });
  afterAll(async () => stub.close());
  beforeEach(() => {
    waits.length = 0;
    stub.calls.length = 0;
  });

  const collect = async (service: ReturnType<typeof shop>, since = new Date('2026-11-01T00:00:00Z')) => {
    const pages: unknown[][] = [];
    for await (const page of service.ordersSince(since)) pages.push(page);
    return pages;
  };

  it('signs in with the client-credentials grant and reads every page of orders', async () => {
    const pages = await collect(shop());
    expect(pages.map((p) => p.length)).toEqual([250, 10]);
    expect(stub.calls[0]).toBe('POST /admin/oauth/access_token');
    expect(stub.calls[1]).toContain(
      '/admin/api/2026-07/orders.json?status=any&limit=250&updated_at_min=2026-11-01',
    );
    expect(stub.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('reads one order; an unknown one is a clear 404 message', async () => {
    expect(await shop().getOrder(1001)).toMatchObject({ id: 1001, name: '#1001' });
    await expect(shop().getOrder(99)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Unable to get shop order 99. The service does not know it (HTTP 404): Not Found',
    });
  });

  it('wrong credentials: 401 as a clear message, never a 500', async () => {
    const error = await shop({ clientSecret: 'wrong' })
      .getOrder(1001)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe(
      'Unable to sign in to the shop. The service refused our credentials (HTTP 401)',
    );
  });

  it('a revoked token is renewed once', async () => {
    const service = shop();
    await service.getOrder(1001);
    stub.revokeTokens();
    expect(await service.getOrder(1002)).toMatchObject({ id: 1002 });
    expect(stub.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });

  it('429 waits as long as Retry-After says, then succeeds', async () => {
    const service = shop();
    await service.getOrder(1001);
    stub.fail({
      kind: 'status',
      status: 429,
      body: '{"errors":"Exceeded 2 calls per second for api client."}',
      retryAfter: '2.0',
    });
    expect(await service.getOrder(1003)).toMatchObject({ id: 1003 });
    expect(waits).toEqual([2000]);
  });

  it('503 twice is retried with backoff (1 s, 2 s), then succeeds', async () => {
    const service = shop();
    await service.getOrder(1001);
    stub.fail({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    expect(await service.getOrder(1004)).toMatchObject({ id: 1004 });
    expect(waits).toEqual([1000, 2000]);
  });

  it('503 that does not end gives up after three retries with the reason', async () => {
    const service = shop();
    await service.getOrder(1001);
    stub.fail(...Array.from({ length: 4 }, () => ({ kind: 'status' as const, status: 503 })));
    await expect(service.getOrder(1005)).rejects.toThrow(
      'Unable to get shop order 1005. The service failed (HTTP 503): stub answer 503',
    );
  });

  it('no answer within the time-out', async () => {
    const service = shop({ timeoutMs: 300 });
    await service.getOrder(1001);
    stub.fail({ kind: 'hang' });
    await expect(service.getOrder(1006)).rejects.toThrow(
      'Unable to get shop order 1006. The service did not answer within 0.3 s',
    );
  });

  it('a body that is not JSON', async () => {
    const service = shop();
    await service.getOrder(1001);
    stub.fail({ kind: 'malformed' });
    await expect(collect(service)).rejects.toThrow(
      'Unable to get shop orders. The service answered something that is not JSON',
    );
  });

  it('reads the next page from a Link header', () => {
    expect(
      nextPageUrl(
        '<https://s.example/a?page_info=x>; rel="previous", <https://s.example/a?page_info=y>; rel="next"',
      ),
    ).toBe('https://s.example/a?page_info=y');
    expect(nextPageUrl(null)).toBeUndefined();
  });
});
