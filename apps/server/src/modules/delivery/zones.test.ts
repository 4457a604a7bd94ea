import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { WARNING_HEADER } from '../../plugins/booking-cache.ts';
import { requests, unique } from './test-helpers.ts';

let t: TestApp;
let admin: string;
let get: ReturnType<typeof requests>['get'];
let send: ReturnType<typeof requests>['send'];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  ({ get, send } = requests(t.app, () => admin));
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.booking.flushed.length = 0;
  t.booking.failWith(null);
});

const body = (overrides: object = {}) => ({
  zone: unique('Z'),
  price_chf: '7.50',
  delivery_type_id: 2,
  delivery_type_id_company: '',
  default_courier_id: null,
  ...overrides,
});

describe('GET /postcode-zones', () => {
  it('lists the Zürich-area zones with prices, delivery types, default courier and postcode counts', async () => {
    const list = (await get('/api/v1/postcode-zones?sort_by=postcode_zone_id')).json();
    expect(list.total).toBe(6);
    expect(list.items[0]).toMatchObject({
      zone: 'ZH1',
      price_chf: 0,
      delivery_type: 'City morning',
      delivery_type_company: 'Company lunch',
      default_courier: 'Ultra Kurier Zürich',
      postcode_count: 25,
    });
    const byCount = (
      await get('/api/v1/postcode-zones?sort_by=postcode_count&sort_dir=desc&length=1')
    ).json();
    expect(byCount.items[0].zone).toBe('ZH2');
    expect((await get('/api/v1/postcode-zones?q=win')).json().items[0].price_chf).toBe(12);
    const csv = await get('/api/v1/postcode-zones/export?format=csv&q=ZUG');
    expect(csv.body).toContain('ZUG,14,');
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/postcode-zones', cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('zone writes', () => {
  it('creates, updates (409 when stale) and deletes, flushing POSTCODES_AND_ZONES each time', async () => {
    const created = await send('POST', '/api/v1/postcode-zones', body());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      price_chf: 7.5,
      delivery_type: 'City evening',
      postcode_count: 0,
    });
    const url = `/api/v1/postcode-zones/${created.json().postcode_zone_id}`;
    const saved = await send('PUT', url, body({ zone: created.json().zone, price_chf: 8, version: 1 }));
    expect(saved.json()).toMatchObject({ price_chf: 8, version: 2 });
    const stale = await send('PUT', url, body({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    const courier = await send('PUT', `${url}/default-courier`, { default_courier_id: 4, version: 2 });
    expect(courier.json()).toMatchObject({ default_courier: 'Mailbox drop', version: 3 });
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=3`)).statusCode).toBe(204);
    expect(t.booking.flushed).toEqual([
      ['POSTCODES_AND_ZONES'],
      ['POSTCODES_AND_ZONES'],
      ['POSTCODES_AND_ZONES'],
      ['POSTCODES_AND_ZONES'],
    ]);
  });

  it('refuses bad input and unknown references with field messages, changing and flushing nothing', async () => {
    const bad = await send('POST', '/api/v1/postcode-zones', body({ zone: '', price_chf: '-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ zone: messages.zoneRequired, price_chf: messages.priceInvalid });
    const unknownType = await send('POST', '/api/v1/postcode-zones', body({ delivery_type_id_company: 999 }));
    expect(unknownType.json().details).toEqual({ delivery_type_id_company: messages.deliveryTypeUnknown });
    const unknownCourier = await send('POST', '/api/v1/postcode-zones', body({ default_courier_id: 999 }));
    expect(unknownCourier.json().details).toEqual({ default_courier_id: messages.courierUnknown });
    const duplicate = await send('POST', '/api/v1/postcode-zones', body({ zone: 'zh1' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.zoneTaken);
    const zh1 = (await get('/api/v1/postcode-zones/1')).json();
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', '/api/v1/postcode-zones/1', body({ version: 1 }), cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await send('DELETE', '/api/v1/postcode-zones/1?version=1', undefined, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await get('/api/v1/postcode-zones/1')).json()).toEqual(zh1);
    expect((await get('/api/v1/postcode-zones')).json().total).toBe(6);
    expect(t.booking.flushed).toEqual([]);
  });

  it('keeps the change and warns when the flush fails', async () => {
    t.booking.failWith(new Error('booking down'));
    const created = await send('POST', '/api/v1/postcode-zones', body());
    expect(created.statusCode).toBe(201);
    expect(created.headers[WARNING_HEADER]).toBe('cacheFlushFailed');
    expect((await get(`/api/v1/postcode-zones/${created.json().postcode_zone_id}`)).statusCode).toBe(200);
  });

  it('moves the postcodes of a deleted zone to UNKNOWN', async () => {
    const zone = (await send('POST', '/api/v1/postcode-zones', body())).json();
    await send('POST', '/api/v1/postcodes', {
      postcode: '8197',
      place: 'Rafz',
      postcode_zone_id: zone.postcode_zone_id,
    });
    await send('DELETE', `/api/v1/postcode-zones/${zone.postcode_zone_id}?version=1`);
    expect((await get('/api/v1/postcodes/8197')).json()).toMatchObject({
      postcode_zone_id: -1,
      zone: 'UNKNOWN',
    });
  });
});

describe('omitted fields never clear (issue 23)', () => {
  it('refuses a zone without delivery_type_id, and a default-courier change without default_courier_id', async () => {
    const { delivery_type_id: _omitted, ...withoutType } = body();
    const refused = await send('POST', '/api/v1/postcode-zones', withoutType);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({ delivery_type_id: messages.invalidValue });
    expect((await get(`/api/v1/postcode-zones?q=${withoutType.zone}`)).json().total).toBe(0);

    const created = await send('POST', '/api/v1/postcode-zones', body({ default_courier_id: 4 }));
    expect(created.statusCode).toBe(201);
    const url = `/api/v1/postcode-zones/${created.json().postcode_zone_id}`;
    const empty = await send('PUT', `${url}/default-courier`, { version: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ default_courier_id: messages.invalidValue });
    expect((await get(url)).json()).toMatchObject({ default_courier_id: 4, version: 1 });
    // An explicit null clears it.
    const cleared = await send('PUT', `${url}/default-courier`, { default_courier_id: null, version: 1 });
    expect(cleared.json()).toMatchObject({ default_courier_id: null, version: 2 });
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
  });
});
