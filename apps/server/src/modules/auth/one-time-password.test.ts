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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const give = (id: number, cookie = admin) => call('POST', `/api/v1/users/${id}/one-time-password`, cookie);
const shoppingLists = async (cookie: string) => call('GET', '/api/v1/shopping-lists', cookie);
const attempt = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });

async function userWithSession() {
  const user = await createUser(t.app, admin);
  return { ...user, cookie: await login(t.app, user.username, user.password) };
}

describe('POST /users/:id/one-time-password', () => {
  it('answers the password once; the sessions end; the old password stops working', async () => {
    const user = await userWithSession();
    expect((await shoppingLists(user.cookie)).statusCode).toBe(200);
    const response = await give(user.user_id);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { password, expires_at } = response.json();
    expect(password).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    expect(expires_at).toBe(new Date(t.clock().getTime() + 24 * 3_600_000).toISOString());
    expect((await shoppingLists(user.cookie)).statusCode).toBe(401);
    expect((await attempt(user.username, user.password)).statusCode).toBe(401);
    const listed = (await call('GET', `/api/v1/users/${user.user_id}`, admin)).json();
    expect(listed.must_change_password).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(password);
  });

  it('logs in, but only the password change (and logout) is allowed until the password is changed', async () => {
    const user = await userWithSession();
    const { password } = (await give(user.user_id)).json();
    const loggedIn = await attempt(user.username, password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user.must_change_password).toBe(true);
    const cookie = await login(t.app, user.username, password);
    expect((await call('GET', '/api/v1/auth/me', cookie)).json().must_change_password).toBe(true);
    const blocked = await shoppingLists(cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      error_code: 'PASSWORD_CHANGE_REQUIRED',
      error_message: messages.passwordChangeRequired,
    });

    const change = (body: object) => call('POST', '/api/v1/auth/change-password', cookie, body);
    const same = await change({ current_password: password, new_password: password });
    expect(same.statusCode).toBe(422);
    expect(same.json().error_message).toBe(messages.newPasswordSameAsOld);
    expect((await change({ current_password: password, new_password: 'my-own-password-1' })).statusCode).toBe(
      204,
    );

    expect((await shoppingLists(cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/auth/me', cookie)).json().must_change_password).toBe(false);
    expect((await attempt(user.username, password)).statusCode).toBe(401);
    await login(t.app, user.username, 'my-own-password-1');
    expect((await call('GET', `/api/v1/users/${user.user_id}`, admin)).json().must_change_password).toBe(
      false,
    );
  });

  it('expires after 24 hours with a clear message', async () => {
    const user = await userWithSession();
    const { password } = (await give(user.user_id)).json();
    t.clock.advance(24 * 3_600_000 - 1000);
    expect((await attempt(user.username, password)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await attempt(user.username, password);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      error_code: 'UNAUTHORISED',
      error_message: messages.oneTimePasswordExpired,
    });
    admin = await loginAs(t.app, 'SUPER'); // the day also ended the administrator's session
    // A password a SUPER sets afterwards is the user's own: no expiry, no forced change.
    expect(
      (await call('PUT', `/api/v1/users/${user.user_id}/password`, admin, { password: 'set-by-admin-12' }))
        .statusCode,
    ).toBe(204);
    expect((await attempt(user.username, 'set-by-admin-12')).json().user.must_change_password).toBe(false);
  });

  it('refuses your own account (422), an unknown user (404) and other roles (403)', async () => {
    const own = await give(1);
    expect(own.statusCode).toBe(422);
    expect(own.json().error_message).toBe(messages.cannotResetOwnPassword);
    expect((await give(9999)).statusCode).toBe(404);
    expect((await give(0)).statusCode).toBe(400);
    const user = await userWithSession();
    for (const [role, cookie] of await refusedRoles(t.app))
      expect((await give(user.user_id, cookie)).statusCode, role).toBe(403);
    expect((await shoppingLists(user.cookie)).statusCode).toBe(200);
    await login(t.app, user.username, user.password);
  });
});
