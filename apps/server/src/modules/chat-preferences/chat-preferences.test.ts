import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let admin: string;
const base = '/api/v1/chat-preferences';

beforeAll(async () => {
  t = await buildTestApp();
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
  ((await get(`${base}?${query}`)).json().items as { code: string }[]).map((c) => c.code);
const create = async (code: string, extra: object = {}) => {
  const response = await send('POST', base, {
    code,
    name: `${code} name`,
    name_de: `${code} Name`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { chat_preference_id: number; version: number; code: string };
};

describe('GET /chat-preferences', () => {
  it('lists the demo preferences with GROUP, the default, first; pages, sorts and searches', async () => {
    const all = (await get(base)).json();
    expect(all.total).toBe(5);
    expect(all.items[0]).toEqual({
      chat_preference_id: 1,
      code: 'GROUP',
      name: 'Group chat',
      name_de: 'Gruppenchat',
      is_default: true,
      version: 1,
      updated_at: '2026-01-05T07:00:00.000Z',
    });
    expect(await codes()).toEqual(['GROUP', 'EMAIL', 'PHONE', 'SMS', 'WHATSAPP']);
    expect(await codes('sort_by=code&sort_dir=desc&length=2')).toEqual(['WHATSAPP', 'SMS']);
    expect(await codes('start=4')).toEqual(['WHATSAPP']);
    expect(await codes('q=telefon')).toEqual(['PHONE']);
    expect(await codes('q=mail')).toEqual(['EMAIL']);
  });

  it('refuses a bad query, and other roles', async () => {
    const bad = await get(`${base}?length=0&sort_by=colour`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['length', 'sort_by']);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
  });
});

describe('GET /chat-preferences/export and /:id', () => {
  it('exports CSV and .xlsx, and returns one preference (404 unknown, 400 malformed)', async () => {
    const csv = await get(`${base}/export?q=sms`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('chat_preference_id,code,name,name_de,is_default,version,updated_at');
    expect(lines[1]).toMatch(/^\d+,SMS,SMS,SMS,false,1,/);
    const xlsx = await get(`${base}/export?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`${base}/1`)).json().code).toBe('GROUP');
    expect((await get(`${base}/999`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(`${base}/1`, cookie)).statusCode, role).toBe(403);
      expect((await get(`${base}/export`, cookie)).statusCode, role).toBe(403);
    }
  });
});

describe('POST /chat-preferences', () => {
  it('creates one with the code in capitals and flushes CHAT_PREFERENCES', async () => {
    const created = await create(' telegram ');
    expect(created).toMatchObject({ code: 'TELEGRAM', version: 1 });
    expect(t.booking.flushed).toEqual([['CHAT_PREFERENCES']]);
    expect(await codes('q=telegram')).toEqual(['TELEGRAM']);
  });

  it('moves the default when the new one is the default', async () => {
    const created = await create('SIGNAL', { is_default: true });
    expect((await get(`${base}/${created.chat_preference_id}`)).json().is_default).toBe(true);
    const group = (await get(`${base}/1`)).json();
    expect(group).toMatchObject({ is_default: false, version: 2 });
    // put GROUP back as the default for the other tests
    const back = await send('PUT', `${base}/1`, {
      name: group.name,
      name_de: group.name_de,
      is_default: true,
      version: 2,
    });
    expect(back.statusCode).toBe(200);
    expect((await get(`${base}?q=signal`)).json().items[0].is_default).toBe(false);
  });

  it('refuses bad input with the field messages and creates nothing', async () => {
    const bad = await send('POST', base, { code: 'bad code!', name: '', name_de: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      code: messages.chatCodeInvalid,
      name: messages.nameRequired,
      name_de: messages.nameTooLong,
    });
    const missing = await send('POST', base, {});
    expect(missing.json().details).toMatchObject({
      code: messages.codeRequired,
      name: messages.nameRequired,
    });
    expect((await get(base)).json().total).toBe(7);
    expect(t.booking.flushed).toEqual([]);
  });

  it('refuses a duplicate code with 409', async () => {
    const response = await send('POST', base, { code: 'email', name: 'Mail again', name_de: 'Mail' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(messages.chatPreferenceCodeTaken);
    expect(await codes('q=again')).toEqual([]);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const response = await send('POST', base, { code: 'REFUSED', name: 'R', name_de: 'R' }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect(await codes('q=refused')).toEqual([]);
  });
});

describe('PUT /chat-preferences/:id', () => {
  it('updates with the current version (version + 1); a stale version gets 409 and changes nothing', async () => {
    const created = await create('THREEMA');
    const url = `${base}/${created.chat_preference_id}`;
    const first = await send('PUT', url, {
      name: 'Threema app',
      name_de: 'Threema-App',
      is_default: false,
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 'THREEMA', name: 'Threema app', version: 2 });
    const stale = await send('PUT', url, { name: 'Other', name_de: 'Andere', is_default: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await get(url)).json()).toMatchObject({ name: 'Threema app', version: 2 });
  });

  it('refuses unsetting the default (422), bad input (400) and an unknown id (404)', async () => {
    const group = (await get(`${base}/1`)).json();
    const unset = await send('PUT', `${base}/1`, { ...pick(group), is_default: false });
    expect(unset.statusCode).toBe(422);
    expect(unset.json().error_message).toBe(messages.defaultChatPreferenceKept);
    const bad = await send('PUT', `${base}/1`, { name: ' ', name_de: 'G', is_default: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('version');
    expect(bad.json().details.name).toBe(messages.nameRequired);
    expect((await get(`${base}/1`)).json()).toEqual(group);
    expect((await send('PUT', `${base}/999`, { ...pick(group) })).statusCode).toBe(404);
  });

  it('refuses other roles and changes nothing', async () => {
    const group = (await get(`${base}/1`)).json();
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await send('PUT', `${base}/1`, { ...pick(group), name: 'Hacked' }, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await get(`${base}/1`)).json()).toEqual(group);
  });
});

describe('DELETE /chat-preferences/:id', () => {
  it('deletes with the current version, 409 when stale, 422 for the default, 404 when gone', async () => {
    const created = await create('FAX');
    const url = `${base}/${created.chat_preference_id}`;
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=x`)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(200);
    t.booking.flushed.length = 0;
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(204);
    expect(t.booking.flushed).toEqual([['CHAT_PREFERENCES']]);
    expect((await get(url)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(404);
    const group = (await get(`${base}/1`)).json();
    const defaultDelete = await send('DELETE', `${base}/1?version=${group.version}`);
    expect(defaultDelete.statusCode).toBe(422);
    expect((await get(`${base}/1`)).statusCode).toBe(200);
  });

  it('refuses other roles and deletes nothing', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('DELETE', `${base}/2?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(`${base}/2`)).statusCode).toBe(200);
  });
});

function pick(p: { name: string; name_de: string; is_default: boolean; version: number }) {
  return { name: p.name, name_de: p.name_de, is_default: p.is_default, version: p.version };
}
