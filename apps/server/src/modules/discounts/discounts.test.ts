import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let admin: string;
const base = '/api/v1/discounts';

beforeAll(async () => {
  t = await buildTestApp(); // the clock stands at 2026-03-02; the demo codes were seeded on 2026-01-05
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  t.booking.flushed.length = 0;
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const codes = async (query = '') =>
  ((await get(`${base}?${query}`)).json().items as { code: string }[]).map((d) => d.code);
const valid = (code: string) => ({
  code,
  description: 'Test code',
  kind: 'PERCENT',
  value: 15,
  valid_from: '2026-03-01',
  valid_to: '2026-03-31',
  usage_limit: 100,
});
const create = async (code: string, extra: object = {}) => {
  const response = await send('POST', base, { ...valid(code), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { discount_id: number; version: number };
};

describe('GET /discounts', () => {
  it('lists the demo codes by code with their status today; pages and sorts (sort_by)', async () => {
    const all = (await get(base)).json();
    expect(all.total).toBe(8);
    expect(all.items.map((d: { code: string; status: string }) => `${d.code} ${d.status}`)).toEqual([
      'FRIEND20 ACTIVE',
      'GYM-OERLIKON ACTIVE',
      'INFLUENCER50 USED_UP',
      'NEWYEAR15 EXPIRED',
      'SORRY10 ACTIVE',
      'SPRING25 ACTIVE',
      'STAFF30 USED_UP',
      'WELCOME10 ACTIVE',
    ]);
    expect(all.items[0]).toEqual({
      discount_id: 3,
      code: 'FRIEND20',
      description: 'CHF 20 off for a referred friend',
      kind: 'FIXED',
      value: 20,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
      usage_count: 37,
      redeemed: true,
      status: 'ACTIVE',
      version: 1,
      updated_at: '2026-01-05T07:00:00.000Z',
    });
    expect(await codes('sort_by=usage_count&sort_dir=desc&length=2')).toEqual(['WELCOME10', 'NEWYEAR15']);
    expect(await codes('sort_by=value&length=2')).toEqual(['WELCOME10', 'SORRY10']); // ties by id
    expect(await codes('start=6&length=5')).toEqual(['STAFF30', 'WELCOME10']);
  });

  it('filters redeemed and unredeemed codes and searches code and description', async () => {
    expect(await codes('redeemed=false')).toEqual(['SORRY10', 'SPRING25']);
    expect((await get(`${base}?redeemed=true`)).json().total).toBe(6);
    expect(await codes('q=friend')).toEqual(['FRIEND20']);
    expect(await codes('q=staff')).toEqual(['STAFF30']);
  });

  it('refuses a bad query, and other roles', async () => {
    const bad = await get(`${base}?sort_by=price&redeemed=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['redeemed', 'sort_by']);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
  });
});

describe('GET /discounts/autocomplete', () => {
  it('suggests codes starting with the query first, then codes containing it', async () => {
    const response = await get(`${base}/autocomplete?query=f`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { code: string }) => r.code)).toEqual([
      'FRIEND20',
      'INFLUENCER50',
      'STAFF30',
    ]);
    expect((await get(`${base}/autocomplete?query=gym`)).json()).toEqual({
      results: [{ discount_id: 5, code: 'GYM-OERLIKON', kind: 'FIXED', value: 15, status: 'ACTIVE' }],
    });
  });

  it('refuses an empty query, and other roles', async () => {
    const bad = await get(`${base}/autocomplete?query=`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ query: messages.codeRequired });
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${base}/autocomplete?query=s`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('GET /discounts/export and /:id', () => {
  it('exports CSV and .xlsx; returns one code, 404 when unknown', async () => {
    const csv = await get(`${base}/export?redeemed=false`);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'discount_id,code,description,kind,value,valid_from,valid_to,usage_limit,usage_count,redeemed,status,version,updated_at',
    );
    expect(lines[1]).toMatch(
      /^7,SORRY10,Apology for a late delivery,FIXED,10,,2026-03-06,1,0,false,ACTIVE,1,/,
    );
    const xlsx = await get(`${base}/export?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`${base}/4`)).json()).toMatchObject({ code: 'NEWYEAR15', status: 'EXPIRED' });
    expect((await get(`${base}/999`)).statusCode).toBe(404);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${base}/4`, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/export`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /discounts', () => {
  it('creates a code in capitals and flushes DISCOUNTS and DISCOUNTS_UNREDEEMED', async () => {
    const response = await send('POST', base, {
      ...valid(' summer-26 '),
      kind: 'FIXED',
      value: '12.50',
      valid_from: '',
      usage_limit: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'SUMMER-26',
      kind: 'FIXED',
      value: 12.5,
      valid_from: null,
      valid_to: '2026-03-31',
      usage_limit: null,
      usage_count: 0,
      redeemed: false,
      status: 'ACTIVE',
      version: 1,
    });
    expect(t.booking.flushed).toEqual([['DISCOUNTS', 'DISCOUNTS_UNREDEEMED']]);
  });

  it('refuses bad input with each field message and creates nothing', async () => {
    const bad = await send('POST', base, {
      code: 'x!',
      kind: 'HALF',
      value: 0,
      valid_from: '2026-02-30',
      usage_limit: 0,
      description: 'y'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      code: messages.discountCodeInvalid,
      kind: messages.discountKindInvalid,
      value: messages.discountAmountInvalid,
      valid_from: messages.dateInvalid,
      usage_limit: messages.usageLimitInvalid,
      description: messages.textTooLong,
    });
    const percent = await send('POST', base, { ...valid('TOO-MUCH'), value: 120 });
    expect(percent.json().details).toEqual({ value: messages.discountPercentInvalid });
    const backwards = await send('POST', base, { ...valid('BACKWARDS'), valid_to: '2026-02-01' });
    expect(backwards.json().details).toEqual({ valid_to: messages.validToBeforeFrom });
    expect(await codes('q=too-much')).toEqual([]);
    expect(await codes('q=backwards')).toEqual([]);
    expect(t.booking.flushed).toEqual([]);
  });

  it('refuses a duplicate code in any case with 409', async () => {
    const response = await send('POST', base, valid('welcome10'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(messages.discountCodeTaken);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('POST', base, valid('REFUSED'), cookie)).statusCode, role).toBe(403);
    }
    expect(await codes('q=refused')).toEqual([]);
  });
});

describe('PUT /discounts/:id', () => {
  it('updates with the current version; a stale version gets 409 and changes nothing', async () => {
    const created = await create('EDIT-ME');
    const url = `${base}/${created.discount_id}`;
    const first = await send('PUT', url, { ...valid('EDIT-ME'), value: 20, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ value: 20, version: 2 });
    const stale = await send('PUT', url, { ...valid('EDIT-ME'), value: 30, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(url)).json()).toMatchObject({ value: 20, version: 2 });
  });

  it('refuses a limit below the uses so far, a duplicate code, bad input and an unknown id', async () => {
    const welcome = (await get(`${base}/1`)).json();
    const below = await send('PUT', `${base}/1`, { ...valid('WELCOME10'), usage_limit: 100, version: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual({ usage_limit: messages.usageLimitBelowCount });
    const duplicate = await send('PUT', `${base}/1`, { ...valid('STAFF30'), usage_limit: null, version: 1 });
    expect(duplicate.statusCode).toBe(409);
    const bad = await send('PUT', `${base}/1`, { ...valid('WELCOME10'), kind: 'PERCENT', value: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('version');
    expect((await get(`${base}/1`)).json()).toEqual(welcome);
    expect((await send('PUT', `${base}/999`, { ...valid('NOPE'), version: 1 })).statusCode).toBe(404);
  });

  it('refuses an edit that leaves a field out, changing nothing; an explicit null clears it', async () => {
    const created = await create('REPLACE-ME');
    const url = `${base}/${created.discount_id}`;
    const before = (await get(url)).json();
    const { valid_to: _left, ...partial } = valid('REPLACE-ME');
    const refused = await send('PUT', url, { ...partial, value: 20, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['valid_to']);
    expect((await get(url)).json()).toEqual(before);
    const cleared = await send('PUT', url, {
      ...valid('REPLACE-ME'),
      valid_to: null,
      usage_limit: null,
      version: 1,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      valid_from: '2026-03-01',
      valid_to: null,
      usage_limit: null,
      version: 2,
    });
  });

  it('refuses other roles and changes nothing', async () => {
    const before = (await get(`${base}/2`)).json();
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const response = await send(
        'PUT',
        `${base}/2`,
        { ...valid('SPRING25'), value: 99, version: 1 },
        cookie,
      );
      expect(response.statusCode, role).toBe(403);
    }
    expect((await get(`${base}/2`)).json()).toEqual(before);
  });
});

describe('DELETE /discounts/:id', () => {
  it('deletes with the current version; 409 when stale, 404 when gone', async () => {
    const created = await create('DELETE-ME');
    const url = `${base}/${created.discount_id}`;
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    t.booking.flushed.length = 0;
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect(t.booking.flushed).toEqual([['DISCOUNTS', 'DISCOUNTS_UNREDEEMED']]);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
  });

  it('refuses other roles and deletes nothing', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('DELETE', `${base}/3?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/3`)).statusCode).toBe(200);
  });
});
