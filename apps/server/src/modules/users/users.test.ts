import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

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
const listUsernames = async (query = '') =>
  ((await get(`/api/v1/users?length=100${query}`)).json().items as { username: string }[]).map(
    (u) => u.username,
  );

describe('GET /users', () => {
  it('lists users with paging, search over username and e-mail, and sorting', async () => {
    const all = await get('/api/v1/users');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    expect(all.json().items[0]).toEqual({
      user_id: 3,
      username: 'chef',
      email: 'chef@brigade.local',
      user_group: 'CHEF',
      user_category: 'AP',
      company_slug: 'default',
      created_at: '2026-01-05T07:00:00.000Z',
      disabled_at: null,
      must_change_password: false,
      version: 1,
    });
    expect(all.json().items[0]).not.toHaveProperty('password_hash');
    const page = (await get('/api/v1/users?start=1&length=2&sort_by=username&sort_dir=desc')).json();
    expect(page.items.map((u: { username: string }) => u.username)).toEqual(['super', 'driver']);
    expect(page.total).toBe(all.json().total);
    expect(await listUsernames('&q=CHEF')).toEqual(['chef', 'superchef']);
    expect(await listUsernames('&q=dispatcher%40brigade')).toEqual(['dispatcher']);
    expect(await listUsernames('&q=%25')).toEqual([]); // % is literal, not a wildcard
  });

  it('refuses bad paging with the field named', async () => {
    const response = await get('/api/v1/users?length=101&sort_by=password_hash');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['length', 'sort_by']);
  });
});

describe('GET /users/:id', () => {
  it('returns one user, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/v1/users/1')).json()).toMatchObject({ user_id: 1, username: 'super' });
    const missing = await get('/api/v1/users/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error_code: 'NOT_FOUND',
      error_message: messages.notFound,
      request_id: expect.any(String),
    });
    expect((await get('/api/v1/users/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/users/99999999999')).statusCode).toBe(400);
  });
});

describe('POST /users', () => {
  const post = (payload: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users', headers: { cookie }, payload: payload as object });

  it('creates a user who can then log in; defaults are CHEF, AP, default company', async () => {
    const response = await post({
      username: 'Anna',
      email: 'Anna@Example.test',
      password: 'anna-password-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'Anna',
      email: 'anna@example.test',
      user_group: 'CHEF',
      user_category: 'AP',
      company_slug: 'default',
      version: 1,
      created_at: t.clock().toISOString(),
    });
    await login(t.app, 'anna', 'anna-password-1');
  });

  it('refuses invalid input with field messages and creates nothing', async () => {
    const before = await listUsernames();
    const response = await post({
      username: '',
      email: 'not-an-email',
      password: 'short',
      user_group: 'KING',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({
      username: messages.usernameRequired,
      email: messages.emailInvalid,
      password: messages.passwordTooShort,
    });
    expect(response.json().details).toHaveProperty('user_group');
    expect(await listUsernames()).toEqual(before);
  });

  it('refuses a taken username or e-mail (also across the two, and in any case) with 409', async () => {
    const before = await listUsernames();
    for (const payload of [
      { username: 'SUPER', password: 'long-enough-password' },
      { username: 'someone-new', email: 'CHEF@brigade.local', password: 'long-enough-password' },
      { username: 'driver@brigade.local', password: 'long-enough-password' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, payload.username).toBe(409);
      expect(response.json()).toEqual({
        error_code: 'CONFLICT',
        error_message: messages.usernameTaken,
        request_id: expect.any(String),
      });
    }
    expect(await listUsernames()).toEqual(before);
  });

  it('refuses every role but SUPER in Administration', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const response = await post({ username: `x-${role}`, password: 'long-enough-password' }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: {} })).statusCode).toBe(401);
    expect(await listUsernames('&q=x-')).toEqual([]);
  });
});

describe('DELETE /users/:id', () => {
  const del = (id: number, cookie = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: { cookie } });

  it('deletes a user and ends their sessions', async () => {
    const user = await createUser(t.app, admin);
    const theirs = await login(t.app, user.username, user.password);
    expect((await del(user.user_id)).statusCode).toBe(204);
    expect((await get(`/api/v1/users/${user.user_id}`)).statusCode).toBe(404);
    expect((await get('/api/v1/auth/me', theirs)).statusCode).toBe(204);
    expect((await del(user.user_id)).statusCode).toBe(404);
  });

  it('refuses to delete yourself with 422 and keeps you', async () => {
    const response = await del(1);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_code: 'BUSINESS_RULE',
      error_message: messages.cannotDeleteSelf,
      request_id: expect.any(String),
    });
    expect((await get('/api/v1/users/1')).statusCode).toBe(200);
  });

  it('refuses other roles and keeps the user', async () => {
    const user = await createUser(t.app, admin);
    for (const [role, cookie] of await refusedRoles(t.app))
      expect((await del(user.user_id, cookie)).statusCode, role).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.user_id}` })).statusCode).toBe(
      401,
    );
    expect((await get(`/api/v1/users/${user.user_id}`)).statusCode).toBe(200);
  });
});

describe('PUT /users/:id/password', () => {
  const put = (id: number, payload: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${id}/password`,
      headers: { cookie },
      payload: payload as object,
    });

  it("sets the password, ends that user's sessions and bumps the version", async () => {
    const user = await createUser(t.app, admin);
    const theirs = await login(t.app, user.username, user.password);
    expect((await put(user.user_id, { password: 'set-by-the-admin-1' })).statusCode).toBe(204);
    expect((await get('/api/v1/auth/me', theirs)).statusCode).toBe(204);
    await expect(login(t.app, user.username, user.password)).rejects.toThrow('401');
    await login(t.app, user.username, 'set-by-the-admin-1');
    expect((await get(`/api/v1/users/${user.user_id}`)).json().version).toBe(2);
  });

  it('refuses a short password and an unknown user, changing nothing', async () => {
    const user = await createUser(t.app, admin);
    const short = await put(user.user_id, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error_message: messages.passwordTooShort,
      details: { password: messages.passwordTooShort },
    });
    await login(t.app, user.username, user.password);
    expect((await put(9999, { password: 'long-enough-password' })).statusCode).toBe(404);
  });

  it('refuses other roles', async () => {
    const user = await createUser(t.app, admin);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await put(user.user_id, { password: 'long-enough-password' }, cookie)).statusCode, role).toBe(
        403,
      );
    }
    expect((await put(user.user_id, { password: 'long-enough-password' }, '')).statusCode).toBe(401);
    await login(t.app, user.username, user.password);
  });
});
