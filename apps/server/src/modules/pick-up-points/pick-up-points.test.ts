import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { WARNING_HEADER } from '../../plugins/booking-cache.ts';

let t: TestApp;
let admin: string;
const base = '/api/v1/pick-up-points';

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

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const names = async (query = '') =>
  ((await get(`${base}?${query}`)).json().items as { name: string }[]).map((p) => p.name);

const valid = (name: string) => ({
  name,
  description: 'Behind the counter',
  client_facing_name: `${name} (public)`,
  client_facing_description: 'Mon–Fri 08:00–18:00',
  price_chf: 2.5,
  company: 'Test AG',
  street: 'Seestrasse 1',
  co: 'Reception',
  postcode: '8002',
  city: 'Zürich',
});
const create = async (name: string) => {
  const response = await send('POST', base, valid(name));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { pick_up_point_id: number; version: number };
};

describe('GET /pick-up-points', () => {
  it('lists the six demo points by name with every spec field; pages, sorts and searches', async () => {
    const all = (await get(base)).json();
    expect(all.total).toBe(6);
    expect(all.items[0]).toEqual({
      pick_up_point_id: 6,
      name: 'Dübendorf – Bike shop',
      description: 'Owner is a customer; bags in the shop fridge.',
      client_facing_name: 'Velo Dübendorf',
      client_facing_description: 'Shop fridge, Tue–Sat 09:00–18:30.',
      price_chf: 4,
      company: 'Velo Glatt GmbH',
      street: 'Wallisellenstrasse 12',
      co: '',
      postcode: '8600',
      city: 'Dübendorf',
      version: 1,
      updated_at: '2026-01-05T07:00:00.000Z',
    });
    expect(await names('sort_by=price_chf&sort_dir=desc&length=2')).toEqual([
      'Dübendorf – Bike shop',
      'Winterthur – Bahnhof',
    ]);
    expect(await names('start=5')).toEqual(['Winterthur – Bahnhof']);
    expect(await names('q=8050')).toEqual(['Oerlikon – Fitnesspark']);
    expect(await names('q=winterthur')).toEqual(['Winterthur – Bahnhof']);
    expect(await names('q=richti')).toEqual(['Wallisellen – Office park']);
  });

  it('refuses a bad query, and other roles', async () => {
    const bad = await get(`${base}?length=101&sort_by=secret`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['length', 'sort_by']);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
  });
});

describe('GET /pick-up-points/export and /:id', () => {
  it('exports every spec field as CSV and .xlsx; returns one point, 404 unknown', async () => {
    const csv = await get(`${base}/export?q=8400&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'pick_up_point_id,name,description,client_facing_name,client_facing_description,price_chf,company,street,co,postcode,city,version,updated_at',
    );
    expect(lines[1]).toContain('Winterthur – Bahnhof');
    expect(lines[1]).toContain(',3.5,Kiosk am Gleis GmbH,Bahnhofplatz 7,,8400,Winterthur,');
    const xlsx = await get(`${base}/export?format=xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(7);
    expect((await get(`${base}/1`)).json().name).toBe('Kreis 5 – Viadukt');
    expect((await get(`${base}/999`)).statusCode).toBe(404);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${base}/1`, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/export`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /pick-up-points', () => {
  it('creates a point (price as number or text) and flushes PICK_UP_POINTS', async () => {
    const response = await send('POST', base, { ...valid('  Altstetten '), price_chf: '1.20' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Altstetten',
      price_chf: 1.2,
      postcode: '8002',
      version: 1,
    });
    expect(t.booking.flushed).toEqual([['PICK_UP_POINTS']]);
    expect(await names('q=altstetten')).toEqual(['Altstetten']);
  });

  it('refuses bad input with each field message and creates nothing', async () => {
    const bad = await send('POST', base, {
      name: '',
      client_facing_name: ' ',
      price_chf: 12.345,
      street: '',
      postcode: '80020',
      city: '',
      description: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: messages.nameRequired,
      client_facing_name: messages.clientFacingNameRequired,
      price_chf: messages.priceInvalid,
      street: messages.streetRequired,
      postcode: messages.postcodeInvalid,
      city: messages.cityRequired,
      description: messages.textTooLong,
    });
    for (const price of [-1, 1000.01, '', 'free']) {
      const response = await send('POST', base, { ...valid('Bad price'), price_chf: price });
      expect(response.json().details, String(price)).toEqual({ price_chf: messages.priceInvalid });
    }
    expect((await get(base)).json().total).toBe(7);
    expect(t.booking.flushed).toEqual([]);
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const response = await send('POST', base, valid('KREIS 5 – VIADUKT'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(messages.pickUpPointNameTaken);
  });

  it('keeps the point and warns when the booking cache cannot be flushed', async () => {
    t.booking.failWith(new Error('down'));
    const response = await send('POST', base, valid('Flush fails'));
    expect(response.statusCode).toBe(201);
    expect(response.headers[WARNING_HEADER]).toBe('cacheFlushFailed');
    expect(await names('q=flush fails')).toEqual(['Flush fails']);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('POST', base, valid(`Refused ${role}`), cookie)).statusCode, role).toBe(403);
    }
    expect(await names('q=refused')).toEqual([]);
  });
});

describe('PUT /pick-up-points/:id', () => {
  it('updates with the current version; a stale version gets 409 and changes nothing', async () => {
    const point = await create('Seefeld');
    const url = `${base}/${point.pick_up_point_id}`;
    t.clock.advance(60_000);
    const first = await send('PUT', url, { ...valid('Seefeld'), price_chf: 5, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ price_chf: 5, version: 2, updated_at: t.clock().toISOString() });
    const stale = await send('PUT', url, { ...valid('Seefeld'), price_chf: 9, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(url)).json()).toMatchObject({ price_chf: 5, version: 2 });
  });

  it('refuses bad input, a duplicate name and an unknown id, changing nothing', async () => {
    const point = await create('Wiedikon');
    const url = `${base}/${point.pick_up_point_id}`;
    const before = (await get(url)).json();
    const bad = await send('PUT', url, { ...valid('Wiedikon'), postcode: 'ABCD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ postcode: messages.postcodeInvalid, version: expect.any(String) });
    const duplicate = await send('PUT', url, { ...valid('Enge – Coworking'), version: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.pickUpPointNameTaken);
    expect((await get(url)).json()).toEqual(before);
    expect((await send('PUT', `${base}/999`, { ...valid('Nowhere'), version: 1 })).statusCode).toBe(404);
  });

  it('refuses an edit that leaves a field out, changing nothing (a PUT replaces the record)', async () => {
    const point = await create('Albisrieden');
    const url = `${base}/${point.pick_up_point_id}`;
    const before = (await get(url)).json();
    const { description: _left, ...partial } = valid('Albisrieden');
    const refused = await send('PUT', url, { ...partial, company: 'Other AG', version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['description']);
    expect((await get(url)).json()).toEqual(before);
  });

  it('refuses other roles and changes nothing', async () => {
    const before = (await get(`${base}/1`)).json();
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const response = await send('PUT', `${base}/1`, { ...valid('Hacked'), version: 1 }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect((await get(`${base}/1`)).json()).toEqual(before);
  });
});

describe('DELETE /pick-up-points/:id', () => {
  it('deletes with the current version; 409 when stale, 404 when gone', async () => {
    const point = await create('Short-lived');
    const url = `${base}/${point.pick_up_point_id}`;
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await get(url)).statusCode).toBe(200);
    t.booking.flushed.length = 0;
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect(t.booking.flushed).toEqual([['PICK_UP_POINTS']]);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/1`)).statusCode).toBe(400);
  });

  it('refuses other roles and deletes nothing', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('DELETE', `${base}/2?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/2`)).statusCode).toBe(200);
  });
});
