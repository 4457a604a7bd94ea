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

const body = (overrides: object = {}) => ({
  name: unique('Type'),
  courier_1: 2,
  courier_1_from: '18:00',
  courier_1_to: '21:00',
  courier_2: 1,
  courier_2_from: '',
  courier_2_to: '',
  ...overrides,
});

describe('GET /delivery-types', () => {
  it('lists the demo types with readable set labels, searches, sorts and exports', async () => {
    const list = (await get('/api/v1/delivery-types?sort_by=delivery_type_id')).json();
    expect(list.total).toBe(6);
    expect(list.items[0]).toMatchObject({
      name: 'City morning',
      courier_1: 1,
      courier_1_from: '06:00',
      courier_1_to: '09:00',
      courier_4: null,
      set_labels: [
        'Luckabox Express: 07:00 - 10:00',
        'Pick-up at the kitchen: 11:00 - 14:00',
        'Ultra Kurier Zürich: 06:00 - 09:00',
      ],
    });
    const found = (await get('/api/v1/delivery-types?q=lunch')).json();
    expect(found.items[0].set_labels).toContain('No time window');
    const sorted = (await get('/api/v1/delivery-types?sort_by=name&sort_dir=desc&length=1')).json();
    expect(sorted.items[0].name).toBe('Regional mailbox');
    const csv = await get('/api/v1/delivery-types/export?format=csv&q=evening');
    expect(csv.body).toContain(
      'City evening,Luckabox Express: 18:00 - 21:00 | Ultra Kurier Zürich: 17:00 - 20:00',
    );
    expect((await get('/api/v1/delivery-types/export?format=xlsx')).statusCode).toBe(200);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/delivery-types', cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /delivery-types', () => {
  it('creates a type with up to 5 courier columns, each with its own times', async () => {
    const response = await send(
      'POST',
      '/api/v1/delivery-types',
      body({ courier_5: 5, courier_5_from: '08:00', courier_5_to: '12:00' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      courier_2_from: null,
      courier_5: 5,
      set_labels: [
        'Luckabox Express: 18:00 - 21:00',
        'Swiss Post A-Mail: 08:00 - 12:00',
        'Ultra Kurier Zürich',
      ],
      version: 1,
    });
  });

  it('refuses bad columns with the field messages and creates nothing', async () => {
    const bad = await send(
      'POST',
      '/api/v1/delivery-types',
      body({
        name: '',
        courier_1_from: '25:00',
        courier_2_from: '10:00',
        courier_2_to: '09:00',
        courier_3: null,
        courier_3_from: '10:00',
        courier_3_to: '11:00',
        courier_4: 1,
        courier_4_from: '10:00',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: messages.nameRequired,
      courier_1_from: messages.timeInvalid,
      courier_2_to: messages.timeRangeInvalid,
      courier_3: messages.courierRequiredForTimes,
      courier_4_to: messages.timeInvalid,
    });
    const unknown = await send('POST', '/api/v1/delivery-types', body({ courier_2: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ courier_2: messages.courierUnknown });
    const duplicate = await send('POST', '/api/v1/delivery-types', body({ name: 'CITY MORNING' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.deliveryTypeNameTaken);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await send('POST', '/api/v1/delivery-types', body({ name: `Refused ${role}` }), cookie)).statusCode,
      ).toBe(403);
    }
    expect((await get('/api/v1/delivery-types?q=Refused')).json().total).toBe(0);
    expect((await get('/api/v1/delivery-types')).json().total).toBe(7);
  });
});

describe('PUT and DELETE /delivery-types/:id', () => {
  it('updates with the version; stale gets 409; bad input and other roles change nothing', async () => {
    const created = (await send('POST', '/api/v1/delivery-types', body())).json();
    const url = `/api/v1/delivery-types/${created.delivery_type_id}`;
    const saved = await send('PUT', url, body({ name: created.name, courier_2: null, version: 1 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      courier_2: null,
      version: 2,
      set_labels: ['Luckabox Express: 18:00 - 21:00'],
    });
    const stale = await send('PUT', url, body({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const bad = await send('PUT', url, body({ courier_1_to: '17:00', version: 2 }));
    expect(bad.json().details).toEqual({ courier_1_to: messages.timeRangeInvalid });
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', url, body({ version: 2 }), cookie)).statusCode, role).toBe(403);
      expect((await send('DELETE', `${url}?version=2`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(url)).json()).toEqual(saved.json());
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('PUT', url, body({ version: 2 }))).statusCode).toBe(404);
  });

  it('refuses to delete a type a zone uses with a clear 409', async () => {
    const response = await send('DELETE', '/api/v1/delivery-types/1?version=1');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(messages.deliveryTypeInUse);
    expect((await get('/api/v1/delivery-types/1')).statusCode).toBe(200);
  });
});
