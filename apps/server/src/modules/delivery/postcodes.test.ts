import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { requests } from './test-helpers.ts';

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
});

const codes = (items: { postcode: string }[]) => items.map((p) => p.postcode);

describe('GET /postcodes', () => {
  it('lists Zürich-area postcodes with zones, UNKNOWN for unassigned; pages up to 10000', async () => {
    const all = (await get('/api/v1/postcodes?length=10000')).json();
    expect(all.total).toBeGreaterThan(100);
    expect(all.items).toHaveLength(all.total);
    expect((await get('/api/v1/postcodes?length=10001')).statusCode).toBe(400);
    expect((await get('/api/v1/postcodes/8001')).json()).toMatchObject({ place: 'Zürich', zone: 'ZH1' });
    const unknown = (await get('/api/v1/postcodes?postcode_zone_id=-1')).json();
    expect(codes(unknown.items)).toEqual(['8200', '8500', '8750']);
    expect(unknown.items[0]).toMatchObject({ postcode_zone_id: -1, zone: 'UNKNOWN' });
    expect(codes((await get('/api/v1/postcodes?q=winterthur&length=3')).json().items)).toEqual([
      '8400',
      '8404',
      '8405',
    ]);
    expect((await get('/api/v1/postcodes?sort_by=zone&sort_dir=desc&length=1')).json().items[0].zone).toBe(
      'ZUG',
    );
    const csv = await get('/api/v1/postcodes/export?format=csv&q=8400');
    expect(csv.body).toContain('8400,Winterthur,');
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/postcodes', cookie)).statusCode, role).toBe(403);
      expect((await get('/api/v1/postcodes/zone-groups', cookie)).statusCode, role).toBe(403);
      expect((await get('/api/v1/postcodes/8001/courier', cookie)).statusCode, role).toBe(403);
    }
  });

  it('groups postcodes by zone with UNKNOWN first', async () => {
    const { groups } = (await get('/api/v1/postcodes/zone-groups')).json();
    expect(groups[0]).toEqual({ postcode_zone_id: -1, zone: 'UNKNOWN', price_chf: null, postcode_count: 3 });
    expect(groups.map((g: { zone: string }) => g.zone).slice(1)).toEqual([
      'POST',
      'WIN',
      'ZH1',
      'ZH2',
      'ZH3',
      'ZUG',
    ]);
  });
});

describe('courier lookup', () => {
  it("gives the zone's default courier, else the delivery type's first, else none", async () => {
    expect((await get('/api/v1/postcodes/8001/courier')).json()).toMatchObject({
      zone: 'ZH1',
      courier: 'Ultra Kurier Zürich',
      courier_type: 'ULTRA KURIER',
      source: 'zone_default',
    });
    expect((await get('/api/v1/postcodes/8600/courier')).json()).toMatchObject({
      zone: 'ZH2',
      courier: 'Ultra Kurier Zürich',
      source: 'delivery_type',
    });
    expect((await get('/api/v1/postcodes/8200/courier')).json()).toMatchObject({
      zone: 'UNKNOWN',
      courier: null,
      source: 'none',
    });
    expect((await get('/api/v1/postcodes/1234/courier')).statusCode).toBe(404);
    expect((await get('/api/v1/postcodes/80/courier')).json().details).toEqual({
      postcode: messages.postcodeInvalid,
    });
  });
});

describe('postcode writes', () => {
  it('creates, updates (409 when stale) and deletes, flushing POSTCODES_AND_ZONES', async () => {
    const created = await send('POST', '/api/v1/postcodes', {
      postcode: '8196',
      place: 'Wil ZH',
      postcode_zone_id: 3,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ postcode: '8196', zone: 'ZH3', version: 1 });
    const url = '/api/v1/postcodes/8196';
    const saved = await send('PUT', url, { place: 'Wil', postcode_zone_id: -1, version: 1 });
    expect(saved.json()).toMatchObject({ zone: 'UNKNOWN', place: 'Wil', version: 2 });
    expect((await send('PUT', url, { place: 'X', postcode_zone_id: 1, version: 1 })).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect(t.booking.flushed).toHaveLength(3);
  });

  it('refuses an edit that leaves a field out, changing nothing; an explicit null zone is UNKNOWN', async () => {
    const created = await send('POST', '/api/v1/postcodes', {
      postcode: '8198',
      place: 'Wallisellen',
      postcode_zone_id: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = '/api/v1/postcodes/8198';
    const before = (await get(url)).json();
    for (const [field, body] of [
      ['postcode_zone_id', { place: 'Wallisellen Süd', version: 1 }],
      ['place', { postcode_zone_id: 3, version: 1 }],
    ] as const) {
      const refused = await send('PUT', url, body);
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().details)).toEqual([field]);
    }
    expect((await get(url)).json()).toEqual(before);
    const cleared = await send('PUT', url, { place: 'Wallisellen', postcode_zone_id: null, version: 1 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ postcode_zone_id: -1, zone: 'UNKNOWN', version: 2 });
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
  });

  it('refuses bad input, duplicates, unknown zones and other roles, changing nothing', async () => {
    const bad = await send('POST', '/api/v1/postcodes', { postcode: '0123', postcode_zone_id: 'x' });
    expect(bad.json().details).toEqual({
      postcode: messages.postcodeInvalid,
      postcode_zone_id: messages.zoneUnknown,
    });
    const zone = await send('POST', '/api/v1/postcodes', { postcode: '8197', postcode_zone_id: 999 });
    expect(zone.json().details).toEqual({ postcode_zone_id: messages.zoneUnknown });
    const duplicate = await send('POST', '/api/v1/postcodes', { postcode: '8001', postcode_zone_id: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.postcodeTaken);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (
          await send(
            'PUT',
            '/api/v1/postcodes/8001',
            { place: 'X', postcode_zone_id: -1, version: 1 },
            cookie,
          )
        ).statusCode,
        role,
      ).toBe(403);
      expect(
        (await send('POST', '/api/v1/postcodes/bulk-zones', { text: '8001;ZH2' }, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await get('/api/v1/postcodes/8001')).json()).toMatchObject({ zone: 'ZH1', version: 1 });
    expect((await get('/api/v1/postcodes/8197')).statusCode).toBe(404);
    expect(t.booking.flushed).toEqual([]);
  });
});

describe('POST /postcodes/bulk-zones', () => {
  it('sets zone codes from pasted or CSV text, adding unknown postcodes, in one change', async () => {
    const response = await send('POST', '/api/v1/postcodes/bulk-zones', {
      text: 'postcode;zone\r\n8200;WIN\n8500;win\n8002;ZH1\n8180;\n8245;ZH3\n',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 3, unchanged: 1 });
    expect((await get('/api/v1/postcodes/8200')).json().zone).toBe('WIN');
    expect((await get('/api/v1/postcodes/8180')).json().zone).toBe('UNKNOWN');
    expect((await get('/api/v1/postcodes/8245')).json().zone).toBe('ZH3');
    expect(t.booking.flushed).toEqual([['POSTCODES_AND_ZONES']]);
  });

  it('changes nothing when a line is unreadable or names an unknown zone', async () => {
    const unreadable = await send('POST', '/api/v1/postcodes/bulk-zones', {
      text: '8003;ZH2\nabc;ZH1\n12;ZH1',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().details.text).toBe(`${messages.postcodeImportInvalid} (2, 3)`);
    const unknown = await send('POST', '/api/v1/postcodes/bulk-zones', { text: '8003;ZH2\n8004;MARS' });
    expect(unknown.json().details.text).toBe(`${messages.postcodeImportUnknownZone} (2: MARS)`);
    const empty = await send('POST', '/api/v1/postcodes/bulk-zones', { text: '  ' });
    expect(empty.json().details).toEqual({ text: messages.postcodeImportEmpty });
    expect((await get('/api/v1/postcodes/8003')).json().zone).toBe('ZH1');
    expect(t.booking.flushed).toEqual([]);
  });
});
