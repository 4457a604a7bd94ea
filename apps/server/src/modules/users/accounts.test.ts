import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

// The session cache is on (SESSION_CACHE_SECONDS 5 by default): every "401 at once" below reads a cached session.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie = admin, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
/** A level-2 Administration read: what a chef's session does all day. */
const shoppingLists = async (cookie: string) =>
  (await call('GET', '/api/v1/shopping-lists', cookie)).statusCode;
const edit = (id: number, payload: object, cookie = admin) =>
  call('PUT', `/api/v1/users/${id}`, cookie, payload);
const refused = (code: 'BUSINESS_RULE', message: string) => ({ error_code: code, error_message: message });

async function newUser(overrides: Record<string, unknown> = {}) {
  const user = await createUser(t.app, admin, overrides);
  return { ...user, cookie: await login(t.app, user.username, user.password) };
}

describe('PUT /users/:id', () => {
  it("changes group, category and company and ends the user's sessions at once", async () => {
    const user = await newUser();
    expect(await shoppingLists(user.cookie)).toBe(200); // now in the session cache
    const response = await edit(user.user_id, {
      username: user.username,
      email: 'new-address@example.test',
      user_group: 'SUPER',
      user_category: 'LOGISTICS',
      company_slug: 'rico',
      version: user.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new-address@example.test',
      user_group: 'SUPER',
      user_category: 'LOGISTICS',
      company_slug: 'rico',
      version: user.version + 1,
    });
    expect(await shoppingLists(user.cookie)).toBe(401);
    const again = await login(t.app, user.username, user.password, 'LOGISTICS');
    const me = await call('GET', '/api/v1/auth/me', again);
    expect(me.json()).toMatchObject({
      user_group: 'SUPER',
      user_category: 'LOGISTICS',
      company_slug: 'rico',
    });
  });

  it('keeps the sessions when only the names change', async () => {
    const user = await newUser();
    const renamed = `${user.username}-renamed`;
    const response = await edit(user.user_id, {
      username: renamed,
      email: '',
      user_group: 'CHEF',
      user_category: 'AP',
      company_slug: 'default',
      version: user.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: renamed, email: null });
    expect(await shoppingLists(user.cookie)).toBe(200);
  });

  it('refuses a stale version (409) and a taken name (409), changing nothing', async () => {
    const user = await newUser();
    const base = { username: user.username, email: user.email, user_category: 'AP', company_slug: 'default' };
    expect(
      (await edit(user.user_id, { ...base, user_group: 'SUPER_CHEF', version: user.version })).statusCode,
    ).toBe(200);
    const stale = await edit(user.user_id, { ...base, user_group: 'SUPER', version: user.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error_code: 'CONFLICT', error_message: messages.staleVersion });
    const taken = await edit(user.user_id, {
      ...base,
      username: 'CHEF',
      user_group: 'CHEF',
      version: user.version + 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error_message).toBe(messages.usernameTaken);
    expect((await call('GET', `/api/v1/users/${user.user_id}`)).json()).toMatchObject({
      username: user.username,
      user_group: 'SUPER_CHEF',
      version: user.version + 1,
    });
  });

  it('refuses bad input (400), an unknown user (404) and other roles (403)', async () => {
    const user = await newUser();
    const bad = await edit(user.user_id, { username: ' ', user_group: 'KING', version: user.version });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(
      expect.arrayContaining(['username', 'user_group', 'user_category', 'company_slug']),
    );
    const valid = {
      username: 'x',
      user_group: 'CHEF',
      user_category: 'AP',
      company_slug: 'default',
      version: 1,
    };
    expect((await edit(9999, valid)).statusCode).toBe(404);
    for (const [role, cookie] of await refusedRoles(t.app))
      expect((await edit(user.user_id, valid, cookie)).statusCode, role).toBe(403);
    expect((await call('GET', `/api/v1/users/${user.user_id}`)).json().version).toBe(user.version);
  });

  it('refuses to demote yourself (422), in group or category, and keeps your session', async () => {
    const self = (await call('GET', '/api/v1/users/1')).json();
    for (const change of [{ user_group: 'SUPER_CHEF' }, { user_category: 'LOGISTICS' }]) {
      const response = await edit(1, { ...self, email: self.email, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject(refused('BUSINESS_RULE', messages.cannotDemoteSelf));
    }
    expect((await call('GET', '/api/v1/users/1')).json()).toMatchObject({
      user_group: 'SUPER',
      version: self.version,
    });
  });
});

describe('POST /users/:id/disable and /enable', () => {
  it('disables: sessions end at once, the login says so, the list marks and filters it; enabling undoes it', async () => {
    const user = await newUser();
    expect(await shoppingLists(user.cookie)).toBe(200);
    const disabled = await call('POST', `/api/v1/users/${user.user_id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled_at).toBe(t.clock().toISOString());
    expect(await shoppingLists(user.cookie)).toBe(401);

    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toMatchObject({
      error_code: 'ACCOUNT_DISABLED',
      error_message: messages.accountDisabled,
    });
    // A wrong password learns nothing of the account's state.
    await expect(login(t.app, user.username, 'wrong-password-123')).rejects.toThrow('401');

    const names = async (status: string) =>
      (await call('GET', `/api/v1/users?length=100&status=${status}`))
        .json()
        .items.map((u: { username: string }) => u.username);
    expect(await names('disabled')).toContain(user.username);
    expect(await names('active')).not.toContain(user.username);

    const enabled = await call('POST', `/api/v1/users/${user.user_id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().disabled_at).toBeNull();
    expect(await shoppingLists(await login(t.app, user.username, user.password))).toBe(200);
    expect(await names('active')).toContain(user.username);
  });

  it('refuses to disable yourself (422), an unknown user (404), a bad status filter (400) and other roles (403)', async () => {
    const self = await call('POST', '/api/v1/users/1/disable');
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject(refused('BUSINESS_RULE', messages.cannotDisableSelf));
    expect(await shoppingLists(admin)).toBe(200);
    expect((await call('POST', '/api/v1/users/9999/disable')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/users/9999/enable')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/users?status=gone')).statusCode).toBe(400);
    const user = await newUser();
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await call('POST', `/api/v1/users/${user.user_id}/disable`, cookie)).statusCode, role).toBe(
        403,
      );
      expect((await call('POST', `/api/v1/users/${user.user_id}/enable`, cookie)).statusCode, role).toBe(403);
    }
    expect(await shoppingLists(user.cookie)).toBe(200);
  });
});

describe('the last administrator', () => {
  type Row = { user_id: number; user_group: string; user_category: string };
  const administrators = async (cookie: string) =>
    ((await call('GET', '/api/v1/users?length=100&status=active', cookie)).json().items as Row[]).filter(
      (u) => u.user_group === 'SUPER' && u.user_category === 'AP',
    );

  it('two SUPERs disabling each other at once leave one of them active', async () => {
    const other = await newUser({ user_group: 'SUPER' });
    // Only these two stay administrators.
    for (const u of await administrators(admin))
      if (u.user_id !== 1 && u.user_id !== other.user_id)
        expect((await call('POST', `/api/v1/users/${u.user_id}/disable`)).statusCode).toBe(200);

    const [mine, theirs] = await Promise.all([
      call('POST', `/api/v1/users/${other.user_id}/disable`, admin),
      call('POST', '/api/v1/users/1/disable', other.cookie),
    ]);
    expect([mine.statusCode, theirs.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const loser = mine.statusCode === 200 ? theirs : mine;
    // Refused as the last administrator (422) or, if it came after the other's commit, as an ended session (401).
    expect([401, 422]).toContain(loser.statusCode);
    if (loser.statusCode === 422) expect(loser.json().error_message).toBe(messages.lastAdministratorKept);
    const winner = mine.statusCode === 200 ? admin : other.cookie;
    expect((await administrators(winner)).map((u) => u.user_id)).toEqual([
      mine.statusCode === 200 ? 1 : other.user_id,
    ]);
  });
});
