import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertCustomer } from '../special-programmes/test-customers.ts';

let t: TestApp;
let admin: string;
let refused: [string, string][];
const base = '/api/v1/groups';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  refused = await refusedRoles(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = async (name: string, description = '') => {
  const response = await send('POST', base, { name, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { group_id: number; version: number };
};
/** A member PUT's whole body when the customer is in no other group. */
const stay = { move: false };
const members = async (id: number) =>
  ((await get(`${base}/${id}/customers`)).json().items as { customer_id: number }[]).map(
    (m) => m.customer_id,
  );

describe('groups CRUD', () => {
  it('creates, lists with member counts, searches, gets, edits and deletes', async () => {
    const created = await send('POST', base, { name: '  Google Zürich ', description: 'Floor 5' });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'Google Zürich',
      description: 'Floor 5',
      member_count: 0,
      version: 1,
    });
    const c = await insertCustomer(t.database.db);
    await send('PUT', `${base}/${group.group_id}/customers/${c.customer_id}`, stay);
    const list = (await get(`${base}?q=google`)).json();
    expect(list).toEqual({
      items: [expect.objectContaining({ name: 'Google Zürich', member_count: 1 })],
      total: 1,
    });
    expect((await get(`${base}?q=floor 5`)).json().total).toBe(1);
    expect((await get(`${base}?sort_by=member_count&sort_dir=desc`)).json().items[0].name).toBe(
      'Google Zürich',
    );
    expect((await get(`${base}/${group.group_id}`)).json()).toMatchObject({ member_count: 1 });
    const csv = await get(`${base}/export?q=google`);
    expect(csv.body).toContain('group_id,name,description,member_count,version,updated_at');

    const url = `${base}/${group.group_id}`;
    const edited = await send('PUT', url, { name: 'Google', description: '', version: 1 });
    expect(edited.json()).toMatchObject({ name: 'Google', description: '', member_count: 1, version: 2 });
    const stale = await send('PUT', url, { name: 'Stale', description: '', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    expect((await send('DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url}?version=2`)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    // The member is not deleted with the group: they are in no group now and can join another.
    const next = await create('Next team');
    expect((await send('PUT', `${base}/${next.group_id}/customers/${c.customer_id}`, stay)).statusCode).toBe(
      200,
    );
  });

  it('refuses bad input and duplicate names (any case), changing nothing', async () => {
    await create('Swisscom');
    const before = (await get(base)).json().total;
    const bad = await send('POST', base, { name: ' ', description: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ name: messages.nameRequired, description: messages.textTooLong });
    const duplicate = await send('POST', base, { name: 'SWISSCOM' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error_message).toBe(messages.groupNameTaken);
    const other = await create('Post');
    const rename = await send('PUT', `${base}/${other.group_id}`, {
      name: 'swisscom',
      description: '',
      version: 1,
    });
    expect(rename.statusCode).toBe(409);
    expect((await get(base)).json().total).toBe(before + 1);
    expect((await get(`${base}/${other.group_id}`)).json().name).toBe('Post');
    expect(
      (await send('PUT', `${base}/999999`, { name: 'Nobody', description: '', version: 1 })).statusCode,
    ).toBe(404);
    expect((await get(`${base}?length=0`)).statusCode).toBe(400);
  });

  it('refuses an edit that leaves a field out, changing nothing (a PUT replaces the record)', async () => {
    const group = await create('Keeps notes', 'Floor 2');
    const url = `${base}/${group.group_id}`;
    const before = (await get(url)).json();
    const partial = await send('PUT', url, { name: 'Renamed', version: 1 });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().details)).toEqual(['description']);
    expect((await get(url)).json()).toEqual(before);
  });

  it('refuses other roles', async () => {
    const group = await create('Roles AG');
    const url = `${base}/${group.group_id}`;
    for (const [role, cookie] of refused) {
      expect((await get(base, cookie)).statusCode, role).toBe(403);
      expect((await get(url, cookie)).statusCode, role).toBe(403);
      expect((await send('POST', base, { name: `Refused ${role}` }, cookie)).statusCode, role).toBe(403);
      expect(
        (await send('PUT', url, { name: 'Hacked', description: '', version: 1 }, cookie)).statusCode,
        role,
      ).toBe(403);
      expect((await send('DELETE', `${url}?version=1`, undefined, cookie)).statusCode, role).toBe(403);
    }
    expect((await get(base, '')).statusCode).toBe(401);
    expect((await get(url)).json()).toMatchObject({ name: 'Roles AG', version: 1 });
    expect((await get(`${base}?q=refused`)).json().total).toBe(0);
  });
});

describe('group members', () => {
  it('adds and removes members; a member of another group moves only when asked', async () => {
    const a = await create('Team A');
    const b = await create('Team B');
    const first = await insertCustomer(t.database.db, { lastName: 'Zeller' });
    const second = await insertCustomer(t.database.db, { lastName: 'Ammann' });
    const added = await send('PUT', `${base}/${a.group_id}/customers/${first.customer_id}`, stay);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      customer_id: first.customer_id,
      first_name: 'Test',
      last_name: 'Zeller',
      email: expect.any(String),
    });
    await send('PUT', `${base}/${a.group_id}/customers/${second.customer_id}`, stay);
    expect(await members(a.group_id)).toEqual([second.customer_id, first.customer_id]);
    expect((await get(`${base}/${a.group_id}`)).json().member_count).toBe(2);
    expect((await get(`${base}/${b.group_id}`)).json().member_count).toBe(0);
    // Again: nothing changes.
    expect((await send('PUT', `${base}/${a.group_id}/customers/${first.customer_id}`, stay)).statusCode).toBe(
      200,
    );

    const elsewhere = await send('PUT', `${base}/${b.group_id}/customers/${first.customer_id}`, stay);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error_message).toBe(messages.groupMemberElsewhere);
    expect(await members(b.group_id)).toEqual([]);
    const moved = await send('PUT', `${base}/${b.group_id}/customers/${first.customer_id}`, { move: true });
    expect(moved.statusCode).toBe(200);
    expect(await members(a.group_id)).toEqual([second.customer_id]);
    expect(await members(b.group_id)).toEqual([first.customer_id]);

    expect((await send('DELETE', `${base}/${a.group_id}/customers/${first.customer_id}`)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${base}/${b.group_id}/customers/${first.customer_id}`)).statusCode).toBe(
      204,
    );
    expect(await members(b.group_id)).toEqual([]);
  });

  it('refuses a member PUT that leaves move out, adding nobody', async () => {
    const g = await create('Team D');
    const c = await insertCustomer(t.database.db);
    const partial = await send('PUT', `${base}/${g.group_id}/customers/${c.customer_id}`, {});
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().details)).toEqual(['move']);
    expect(await members(g.group_id)).toEqual([]);
  });

  it('refuses unknown groups and customers, bad input and other roles, changing nothing', async () => {
    const g = await create('Team C');
    const c = await insertCustomer(t.database.db);
    expect((await get(`${base}/999999/customers`)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/999999/customers/${c.customer_id}`, stay)).statusCode).toBe(404);
    const unknown = await send('PUT', `${base}/${g.group_id}/customers/999999`, stay);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe(messages.spCustomerUnknown);
    expect(
      (await send('PUT', `${base}/${g.group_id}/customers/${c.customer_id}`, { move: 'yes' })).statusCode,
    ).toBe(400);
    expect((await send('PUT', `${base}/${g.group_id}/customers/abc`, stay)).statusCode).toBe(400);
    for (const [role, cookie] of refused) {
      expect((await get(`${base}/${g.group_id}/customers`, cookie)).statusCode, role).toBe(403);
      expect(
        (await send('PUT', `${base}/${g.group_id}/customers/${c.customer_id}`, stay, cookie)).statusCode,
        role,
      ).toBe(403);
    }
    expect(await members(g.group_id)).toEqual([]);
    await send('PUT', `${base}/${g.group_id}/customers/${c.customer_id}`, stay);
    for (const [role, cookie] of refused) {
      expect(
        (await send('DELETE', `${base}/${g.group_id}/customers/${c.customer_id}`, undefined, cookie))
          .statusCode,
        role,
      ).toBe(403);
    }
    expect(await members(g.group_id)).toEqual([c.customer_id]);
  });
});
