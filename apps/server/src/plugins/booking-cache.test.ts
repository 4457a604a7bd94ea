import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';
import { WARNING_HEADER } from './booking-cache.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.booking.flushed.length = 0;
  t.booking.failWith(null);
});

const create = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/allergens',
    headers: { cookie: admin },
    payload: { name, name_de: name },
  });

describe('booking-funnel cache flush after a write', () => {
  it('flushes the route’s cache key after a successful write, and not after a read', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/allergens', headers: { cookie: admin } });
    expect(t.booking.flushed).toEqual([]);
    const response = await create('Kiwi');
    expect(response.statusCode).toBe(201);
    expect(response.headers[WARNING_HEADER]).toBeUndefined();
    expect(t.booking.flushed).toEqual([['ALLERGENS']]);
  });

  it('does not flush when the write was refused', async () => {
    expect((await create('')).statusCode).toBe(400);
    expect(t.booking.flushed).toEqual([]);
  });

  it('keeps the change and warns when the flush fails', async () => {
    t.booking.failWith(new Error('booking service down'));
    const response = await create('Papaya');
    expect(response.statusCode).toBe(201);
    expect(response.headers[WARNING_HEADER]).toBe('cacheFlushFailed');
    expect(messages.cacheFlushFailed).toBe(
      'Unable to flush caches, the booking funnel will not update for up to an hour. Contact tech if these changes are urgent',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/allergens?q=papaya',
      headers: { cookie: admin },
    });
    expect(list.json().total).toBe(1);
  });
});
