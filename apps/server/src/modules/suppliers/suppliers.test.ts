import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let chef: string; // SUPER_CHEF: level 1 may do everything here
let refused: [string, string][];

beforeAll(async () => {
  t = await buildTestApp();
  chef = await loginAs(t.app, 'SUPER_CHEF');
  refused = (await refusedRoles(t.app)).filter(([role]) => role !== 'SUPER_CHEF');
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = chef) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = chef) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function addSupplier(name: string, extra: object = {}) {
  const response = await send('POST', '/api/v1/suppliers', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { supplier_id: number; version: number; name: string };
}

/** The fields of an edit besides name and version: a PUT sends every field. */
const whole = { contact: '', email: '', phone: '' };

describe('suppliers', () => {
  it('creates, lists with total, searches, pages and exports', async () => {
    const a = await addSupplier('Gemüse Meier AG', {
      contact: 'Hans Meier',
      email: 'hans@meier.ch',
      phone: '+41 44 123 45 67',
    });
    await addSupplier('Bio Partner');
    expect(a).toMatchObject({ name: 'Gemüse Meier AG', contact: 'Hans Meier', spec_count: 0, version: 1 });
    const list = (await get('/api/v1/suppliers')).json();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items.map((s: { name: string }) => s.name)).toEqual(
      [...list.items.map((s: { name: string }) => s.name)].sort((x: string, y: string) =>
        x.toLowerCase().localeCompare(y.toLowerCase()),
      ),
    );
    expect(
      (await get('/api/v1/suppliers?q=meier')).json().items.map((s: { name: string }) => s.name),
    ).toEqual(['Gemüse Meier AG']);
    expect((await get('/api/v1/suppliers?length=1')).json().items).toHaveLength(1);
    const csv = await get('/api/v1/suppliers/export?q=meier&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.slice(1).split('\r\n')[0]).toBe(
      'supplier_id,name,contact,email,phone,spec_count,version,updated_at',
    );
    expect(csv.body).toContain('Gemüse Meier AG');
    const xlsx = await get('/api/v1/suppliers/export?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`/api/v1/suppliers/${a.supplier_id}`)).json().email).toBe('hans@meier.ch');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await get('/api/v1/suppliers')).json().total;
    const empty = await send('POST', '/api/v1/suppliers', { name: ' ', email: 'nope' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ name: messages.nameRequired, email: messages.emailInvalid });
    const phone = await send('POST', '/api/v1/suppliers', { name: 'X', phone: 'call me' });
    expect(phone.json().details).toEqual({ phone: messages.supplierPhoneInvalid });
    await addSupplier('Duplicate Foods');
    const dup = await send('POST', '/api/v1/suppliers', { name: 'duplicate foods' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error_message).toBe(messages.supplierNameTaken);
    expect((await get('/api/v1/suppliers')).json().total).toBe(before + 1);
    expect((await get('/api/v1/suppliers/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/suppliers?length=101')).statusCode).toBe(400);
  });

  it('updates with the version and answers 409 to a stale one, changing nothing', async () => {
    const s = await addSupplier('Fleisch Huber');
    const ok = await send('PUT', `/api/v1/suppliers/${s.supplier_id}`, {
      ...whole,
      name: 'Fleisch Huber GmbH',
      version: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Fleisch Huber GmbH', version: 2 });
    const bad = await send('PUT', `/api/v1/suppliers/${s.supplier_id}`, { ...whole, name: '', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ name: messages.nameRequired });
    const stale = await send('PUT', `/api/v1/suppliers/${s.supplier_id}`, {
      ...whole,
      name: 'Lost',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).json().name).toBe('Fleisch Huber GmbH');
    const staleDelete = await send('DELETE', `/api/v1/suppliers/${s.supplier_id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await send('DELETE', `/api/v1/suppliers/${s.supplier_id}?version=2`)).statusCode).toBe(204);
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).statusCode).toBe(404);
  });

  it('refuses an edit that leaves a field out, changing nothing (a PUT replaces the record)', async () => {
    const s = await addSupplier('Käserei Frei', { contact: 'Eva Frei', phone: '+41 31 222 33 44' });
    const before = (await get(`/api/v1/suppliers/${s.supplier_id}`)).json();
    const refused = await send('PUT', `/api/v1/suppliers/${s.supplier_id}`, {
      name: 'Käserei Frei AG',
      email: '',
      phone: '+41 31 222 33 44',
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['contact']);
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).json()).toEqual(before);
  });

  it('keeps a supplier that an ingredient spec uses', async () => {
    const s = await addSupplier('Milchhof');
    const ing = await send('POST', '/api/v1/ingredients', { name: 'Supplier test milk' });
    expect(ing.statusCode).toBe(201);
    const spec = await send('POST', `/api/v1/ingredients/${ing.json().ingredient_id}/specs`, {
      supplier_id: s.supplier_id,
      pack_size: 1,
      pack_unit: 'l',
      price_chf: 1.9,
    });
    expect(spec.statusCode).toBe(201);
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).json().spec_count).toBe(1);
    expect((await get('/api/v1/suppliers?q=bio%20partner')).json().items[0].spec_count).toBe(0);
    const refusedDelete = await send('DELETE', `/api/v1/suppliers/${s.supplier_id}?version=1`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().error_message).toBe(messages.supplierInUse);
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).statusCode).toBe(200);
  });

  it('lets SUPER in and refuses CHEF and logistics users on every route', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    expect((await get('/api/v1/suppliers', admin)).statusCode).toBe(200);
    const s = await addSupplier('Refusal target');
    for (const [role, cookie] of refused) {
      for (const [method, url, body] of [
        ['GET', '/api/v1/suppliers', undefined],
        ['GET', '/api/v1/suppliers/export', undefined],
        ['GET', `/api/v1/suppliers/${s.supplier_id}`, undefined],
        ['POST', '/api/v1/suppliers', { name: `By ${role}` }],
        ['PUT', `/api/v1/suppliers/${s.supplier_id}`, { ...whole, name: 'Hacked', version: 1 }],
        ['DELETE', `/api/v1/suppliers/${s.supplier_id}?version=1`, undefined],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await get(`/api/v1/suppliers/${s.supplier_id}`)).json()).toMatchObject({
      name: 'Refusal target',
      version: 1,
    });
  });
});
