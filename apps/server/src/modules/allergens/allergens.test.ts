import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createAllergen } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const names = async (query: string) =>
  ((await get(`/api/v1/allergens?${query}`)).json().items as { name: string }[]).map((a) => a.name);

describe('GET /allergens', () => {
  it('lists the EU-14 sorted by name, pages, and searches the English and German names', async () => {
    const all = (await get('/api/v1/allergens')).json();
    expect(all.total).toBe(14);
    expect(all.items[0]).toEqual({
      allergen_id: 9,
      name: 'Celery',
      name_de: 'Sellerie',
      code: 'CELERY',
      version: 1,
      updated_at: '2026-01-05T07:00:00.000Z',
    });
    expect(await names('start=12&length=5')).toEqual(['Soybeans', 'Sulphur dioxide and sulphites']);
    expect(await names('q=milch')).toEqual(['Milk']);
    expect(await names('q=NUT')).toEqual(['Nuts', 'Peanuts']);
    expect(await names('sort_by=name_de&sort_dir=desc&length=2')).toEqual(['Molluscs', 'Soybeans']); // Weichtiere, Sojabohnen
    expect(await names('sort_by=allergen_id&length=3')).toEqual([
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
    ]);
  });

  it('refuses a bad query with the field named', async () => {
    const response = await get('/api/v1/allergens?start=-1&sort_dir=up');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['sort_dir', 'start']);
  });
});

describe('GET /allergens/export', () => {
  it('downloads the filtered list as CSV with a byte-order mark and CRLF lines', async () => {
    const response = await get('/api/v1/allergens/export?q=nut&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="allergens-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('allergen_id,name,name_de,version,updated_at');
    expect(lines.slice(1, 3).map((l) => l.split(',')[1])).toEqual(['Nuts', 'Peanuts']);
    expect(lines[3]).toBe('');
  });

  it('downloads an .xlsx workbook that holds every row', async () => {
    const response = await get('/api/v1/allergens/export?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(15);
    expect(sheet.getRow(1).getCell(2).value).toBe('name');
    expect(sheet.getRow(2).getCell(2).value).toBe('Celery');
  });

  it('refuses an unknown format, and other roles', async () => {
    const bad = await get('/api/v1/allergens/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('format');
    // Reads are level 1 (the ingredient editor tags allergens): SUPER_CHEF may read, the others not.
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const expected = role === 'SUPER_CHEF' ? 200 : 403;
      expect((await get('/api/v1/allergens/export', cookie)).statusCode, role).toBe(expected);
      expect((await get('/api/v1/allergens', cookie)).statusCode, role).toBe(expected);
      expect((await get('/api/v1/allergens/7', cookie)).statusCode, role).toBe(expected);
    }
    expect((await get('/api/v1/allergens/export', '')).statusCode).toBe(401);
  });
});

describe('GET /allergens/:id', () => {
  it('returns one allergen, 404 when unknown, 400 when malformed', async () => {
    expect((await get('/api/v1/allergens/7')).json()).toMatchObject({
      allergen_id: 7,
      name: 'Milk',
      name_de: 'Milch',
    });
    expect((await get('/api/v1/allergens/999')).statusCode).toBe(404);
    expect((await get('/api/v1/allergens/0')).statusCode).toBe(400);
  });
});

describe('POST /allergens', () => {
  it('creates an allergen (trimmed) at version 1', async () => {
    const response = await send('POST', '/api/v1/allergens', { name: '  Garlic ', name_de: 'Knoblauch' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Garlic',
      name_de: 'Knoblauch',
      version: 1,
      updated_at: t.clock().toISOString(),
    });
    expect((await get(`/api/v1/allergens/${response.json().allergen_id}`)).json().name).toBe('Garlic');
  });

  it('refuses missing or too long names with the field messages, creating nothing', async () => {
    const response = await send('POST', '/api/v1/allergens', { name: ' ', name_de: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.nameRequired,
      details: { name: messages.nameRequired, name_de: messages.nameTooLong },
      request_id: expect.any(String),
    });
    expect((await get('/api/v1/allergens')).json().total).toBe(15); // 14 + Garlic
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const response = await send('POST', '/api/v1/allergens', { name: 'MILK', name_de: 'Noch mehr Milch' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.allergenNameTaken,
      request_id: expect.any(String),
    });
    expect(await names('q=Noch')).toEqual([]);
  });

  it('lets exactly one of two simultaneous creates of one name win; the other gets 409', async () => {
    const responses = await Promise.all([
      send('POST', '/api/v1/allergens', { name: 'Race', name_de: 'Rennen 1' }),
      send('POST', '/api/v1/allergens', { name: 'RACE', name_de: 'Rennen 2' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error_message).toBe(
      messages.allergenNameTaken,
    );
    expect(await names('q=race')).toHaveLength(1);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await send('POST', '/api/v1/allergens', { name: `Refused ${role}`, name_de: 'X' }, cookie))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await send('POST', '/api/v1/allergens', { name: 'Refused none', name_de: 'X' }, '')).statusCode,
    ).toBe(401);
    expect(await names('q=Refused')).toEqual([]);
  });
});

describe('PUT /allergens/:id', () => {
  it('updates with the current version and returns version + 1', async () => {
    const allergen = await createAllergen(t.app, admin);
    t.clock.advance(60_000);
    const response = await send('PUT', `/api/v1/allergens/${allergen.allergen_id}`, {
      name: 'Renamed',
      name_de: 'Umbenannt',
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      allergen_id: allergen.allergen_id,
      name: 'Renamed',
      name_de: 'Umbenannt',
      code: null,
      version: 2,
      updated_at: t.clock().toISOString(),
    });
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}`;
    expect((await send('PUT', url, { name: 'First edit', name_de: 'Erste', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await send('PUT', url, { name: 'Second edit', name_de: 'Zweite', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error_code: 'CONFLICT',
      error_message: messages.staleVersion,
      request_id: expect.any(String),
    });
    expect((await get(url)).json()).toMatchObject({ name: 'First edit', version: 2 });
  });

  it('refuses bad input, a duplicate name and an unknown id, changing nothing', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}`;
    const bad = await send('PUT', url, { name: '', name_de: 'Y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ name: messages.nameRequired });
    expect(bad.json().details).toHaveProperty('version');
    const duplicate = await send('PUT', url, { name: 'eggs', name_de: 'Y', version: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.allergenNameTaken);
    expect((await get(url)).json()).toEqual(allergen);
    expect(
      (await send('PUT', '/api/v1/allergens/999', { name: 'Z', name_de: 'Z', version: 1 })).statusCode,
    ).toBe(404);
  });

  it('keeps its own name on a case-only rename', async () => {
    const allergen = await createAllergen(t.app, admin, { name: 'lowercase thing' });
    const response = await send('PUT', `/api/v1/allergens/${allergen.allergen_id}`, {
      name: 'Lowercase Thing',
      name_de: allergen.name_de,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses other roles and changes nothing', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}`;
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await send('PUT', url, { name: 'Hacked', name_de: 'H', version: 1 }, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await send('PUT', url, { name: 'Hacked', name_de: 'H', version: 1 }, '')).statusCode).toBe(401);
    expect((await get(url)).json()).toEqual(allergen);
  });
});

describe('DELETE /allergens/:id', () => {
  it('deletes with the current version', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}`;
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
  });

  it('refuses a stale or missing version and keeps the allergen', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}`;
    await send('PUT', url, { name: 'Edited meanwhile', name_de: 'Bearbeitet', version: 1 });
    const stale = await send('DELETE', `${url}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const missing = await send('DELETE', url);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ version: messages.invalidValue });
    expect((await get(url)).json()).toMatchObject({ name: 'Edited meanwhile', version: 2 });
  });

  it('refuses other roles and keeps the allergen', async () => {
    const allergen = await createAllergen(t.app, admin);
    const url = `/api/v1/allergens/${allergen.allergen_id}?version=1`;
    for (const [role, cookie] of await refusedRoles(t.app))
      expect((await send('DELETE', url, undefined, cookie)).statusCode, role).toBe(403);
    expect((await send('DELETE', url, undefined, '')).statusCode).toBe(401);
    expect((await get(`/api/v1/allergens/${allergen.allergen_id}`)).statusCode).toBe(200);
  });
});
