import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoUser, login, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
const loginUrl = '/api/v1/auth/login';

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW_MINUTES: '5' } });
});
afterAll(async () => {
  await t.app.close();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });

describe('POST /auth/login', () => {
  it('logs in by username or e-mail in any case and sets a strict httpOnly session cookie', async () => {
    const { password } = demoUser('SUPER');
    for (const username of ['super', 'SUPER', 'Super@Brigade.local']) {
      const response = await t.app.inject({ method: 'POST', url: loginUrl, payload: { username, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: {
          user_id: 1,
          username: 'super',
          email: 'super@brigade.local',
          user_group: 'SUPER',
          user_category: 'AP',
          company_slug: 'default',
          level: 0,
          must_change_password: false,
        },
      });
      const cookie = response.cookies.find((c) => c.name === 'brigade_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.secure).toBeFalsy(); // COOKIE_SECURE is off in tests (plain http)
      expect(new Date(cookie!.expires!).getTime() - t.clock().getTime()).toBe(12 * 3_600_000);
    }
  });

  it('logs a Logistics user in with category LOGISTICS', async () => {
    const driver = demoUser('CHEF', 'LOGISTICS');
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { category: 'LOGISTICS', username: driver.username, password: driver.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      user_category: 'LOGISTICS',
      company_slug: 'ultrakurier',
      level: 2,
    });
  });

  it("answers 'Unauthorised' alike for a wrong password, an unknown user and the wrong category", async () => {
    const driver = demoUser('CHEF', 'LOGISTICS');
    for (const payload of [
      { username: 'chef', password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever-password' },
      { username: driver.username, password: driver.password }, // category defaults to AP
    ]) {
      const response = await t.app.inject({ method: 'POST', url: loginUrl, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error_code: 'UNAUTHORISED',
        error_message: messages.unauthorised,
        request_id: expect.any(String),
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('names the missing fields with the spec messages', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { username: '  ', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.usernameRequired,
      details: { username: messages.usernameRequired, password: messages.passwordRequired },
      request_id: expect.any(String),
    });
    const noBody = await t.app.inject({ method: 'POST', url: loginUrl });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().details).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordRequired,
    });
    const badCategory = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { category: 'CUSTOMERS', username: 'super', password: 'x' },
    });
    expect(badCategory.statusCode).toBe(400);
    expect(Object.keys(badCategory.json().details)).toEqual(['category']);
  });

  it('returns the token for Bearer use only when asked with x-brigade-token: 1', async () => {
    const { username, password } = demoUser('CHEF');
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'x-brigade-token': '1' },
      payload: { username, password },
    });
    const { token } = response.json();
    expect(typeof token).toBe('string');
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().username).toBe('chef');
  });

  it('answers 429 after LOGIN_RATE_LIMIT_MAX failures for one IP and username, even with the right password', async () => {
    const user = await createUser(t.app, await loginAs(t.app, 'SUPER'));
    const attempt = (password: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: loginUrl,
        remoteAddress,
        payload: { username: user.username, password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password-123')).statusCode).toBe(401);
    const limited = await attempt(user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error_code: 'RATE_LIMITED',
      error_message: messages.tooManyLogins,
      request_id: expect.any(String),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client IP is not affected; after the window the user gets in again.
    expect((await attempt(user.password, '10.0.0.2')).statusCode).toBe(200);
    t.clock.advance(5 * 60_000 + 1);
    expect((await attempt(user.password)).statusCode).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('returns the user of the session', async () => {
    const response = await me(await loginAs(t.app, 'SUPER_CHEF'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'superchef', user_group: 'SUPER_CHEF', level: 1 });
    expect(response.json()).not.toHaveProperty('sessionId');
  });

  it('answers 204 without an error status when nobody is logged in, and clears an expired session cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect(none.cookies).toEqual([]);
    const cookie = await loginAs(t.app, 'CHEF');
    t.clock.advance(12 * 3_600_000 + 1000);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(204);
    expect(expired.cookies.find((c) => c.name === 'brigade_session')?.value).toBe('');
    // Every other route still says the session has expired.
    const recipes = await t.app.inject({ method: 'GET', url: '/api/v1/recipes', headers: { cookie } });
    expect(recipes.statusCode).toBe(401);
    expect(recipes.json().error_message).toBe(messages.sessionExpired);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the same cookie no longer works', async () => {
    const cookie = await loginAs(t.app, 'CHEF');
    const other = await loginAs(t.app, 'CHEF');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'brigade_session');
    expect(cleared?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(200); // only this session ends
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  const url = '/api/v1/auth/change-password';

  it('changes the password, keeps this session and ends the other sessions of the user', async () => {
    const user = await createUser(t.app, await loginAs(t.app, 'SUPER'), { user_category: 'LOGISTICS' });
    const mine = await login(t.app, user.username, user.password, 'LOGISTICS');
    const elsewhere = await login(t.app, user.username, user.password, 'LOGISTICS');
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: mine },
      payload: { current_password: user.password, new_password: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(204);
    await expect(login(t.app, user.username, user.password, 'LOGISTICS')).rejects.toThrow('401');
    await login(t.app, user.username, 'a-brand-new-password', 'LOGISTICS');
  });

  it('refuses a wrong current password (422) and a short new one (400), changing nothing', async () => {
    const user = await createUser(t.app, await loginAs(t.app, 'SUPER'));
    const cookie = await login(t.app, user.username, user.password);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { current_password: 'not-the-password', new_password: 'another-long-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error_code: 'BUSINESS_RULE',
      error_message: messages.currentPasswordWrong,
      request_id: expect.any(String),
    });
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { current_password: user.password, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual({ new_password: messages.passwordTooShort });
    const long = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { current_password: user.password, new_password: 'x'.repeat(129) },
    });
    expect(long.json().details).toEqual({ new_password: messages.passwordTooLong });
    expect((await me(cookie)).statusCode).toBe(200);
    await login(t.app, user.username, user.password); // the old password still works
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { current_password: 'whatever-it-is', new_password: 'another-long-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
