import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
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

const newCourier = async (overrides: object = {}) => {
  const response = await send('POST', '/api/v1/couriers', {
    name: unique('Courier'),
    courier_type: 'LUCKABOX',
    delivery_times: '08:00-10:00, 14:00 - 16:00',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe('GET /couriers', () => {
  it('lists the demo couriers of every spec courier type, sorts, searches and pages', async () => {
    const all = (await get('/api/v1/couriers?sort_by=courier_id')).json();
    expect(all.total).toBe(7);
    expect(all.items.map((c: { courier_type: string }) => c.courier_type)).toEqual([
      'ULTRA KURIER',
      'LUCKABOX',
      'PICKUP',
      'BRING TO MAILBOX',
      'POST',
      'NO TIME',
      'LUCKABOX',
    ]);
    expect(all.items[0]).toMatchObject({
      name: 'Ultra Kurier Zürich',
      delivery_times: ['06:00-09:00', '17:00-20:00'],
      version: 1,
    });
    const found = (await get('/api/v1/couriers?q=mailbox')).json();
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(['Mailbox drop']);
    const page = (await get('/api/v1/couriers?start=1&length=2&sort_by=name&sort_dir=desc')).json();
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(['Swiss Post A-Mail', 'Rico']);
    expect((await get('/api/v1/couriers?sort_by=nope')).statusCode).toBe(400);
  });

  it('exports CSV and .xlsx and refuses other roles', async () => {
    const csv = await get('/api/v1/couriers/export?format=csv&q=post');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.slice(1).split('\r\n')[0]).toBe(
      'courier_id,name,courier_type,delivery_times,version,updated_at',
    );
    expect(csv.body).toContain('Swiss Post A-Mail,POST,08:00-12:00');
    const xlsx = await get('/api/v1/couriers/export?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/couriers', cookie)).statusCode, role).toBe(403);
      expect((await get('/api/v1/couriers/export', cookie)).statusCode, role).toBe(403);
      expect((await get('/api/v1/couriers/1', cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /couriers', () => {
  it('creates a courier with its delivery times (text or list)', async () => {
    const created = await newCourier();
    expect(created).toMatchObject({
      courier_type: 'LUCKABOX',
      delivery_times: ['08:00-10:00', '14:00-16:00'],
    });
    const listed = await newCourier({ delivery_times: ['09:00-11:00'] });
    expect((await get(`/api/v1/couriers/${listed.courier_id}`)).json().delivery_times).toEqual([
      '09:00-11:00',
    ]);
  });

  it('refuses bad input with the field messages and creates nothing', async () => {
    const before = (await get('/api/v1/couriers')).json().total;
    const bad = await send('POST', '/api/v1/couriers', {
      name: ' ',
      courier_type: 'BICYCLE',
      delivery_times: '10:00-09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: messages.nameRequired,
      courier_type: messages.courierTypeInvalid,
      'delivery_times.0': messages.deliveryTimesInvalid,
    });
    const duplicate = await send('POST', '/api/v1/couriers', {
      name: 'luckabox express',
      courier_type: 'LUCKABOX',
      delivery_times: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.courierNameTaken);
    expect((await get('/api/v1/couriers')).json().total).toBe(before);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const payload = { name: `Refused ${role}`, courier_type: 'POST', delivery_times: [] };
      expect((await send('POST', '/api/v1/couriers', payload, cookie)).statusCode, role).toBe(403);
    }
    expect((await get('/api/v1/couriers?q=Refused')).json().total).toBe(0);
  });
});

describe('PUT /couriers/:id', () => {
  it('updates with the current version; a stale one gets 409 and changes nothing', async () => {
    const courier = await newCourier();
    const url = `/api/v1/couriers/${courier.courier_id}`;
    const body = { name: `${courier.name} edited`, courier_type: 'POST', delivery_times: '', version: 1 };
    const saved = await send('PUT', url, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ courier_type: 'POST', delivery_times: [], version: 2 });
    const stale = await send('PUT', url, { ...body, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(url)).json()).toEqual(saved.json());
  });

  it('refuses bad input, unknown ids and other roles, changing nothing', async () => {
    const courier = await newCourier();
    const url = `/api/v1/couriers/${courier.courier_id}`;
    const bad = await send('PUT', url, {
      name: 'X',
      courier_type: 'POST',
      delivery_times: '8-9',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().details)).toContain(messages.deliveryTimesInvalid);
    const body = { name: 'X', courier_type: 'POST', delivery_times: [], version: 1 };
    expect((await send('PUT', '/api/v1/couriers/99999', body)).statusCode).toBe(404);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', url, body, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).json()).toEqual(courier);
  });
});

describe('DELETE /couriers/:id', () => {
  it('deletes an unused courier with its version; stale gets 409', async () => {
    const courier = await newCourier();
    const url = `/api/v1/couriers/${courier.courier_id}`;
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('DELETE', `${url}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('refuses to delete a courier used by a delivery type or zone with a clear 409', async () => {
    const response = await send('DELETE', '/api/v1/couriers/1?version=1');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.courierInUse,
      request_id: expect.any(String),
    });
    expect((await get('/api/v1/couriers/1')).statusCode).toBe(200);
  });
});
