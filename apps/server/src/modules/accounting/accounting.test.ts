import { messages } from '@brigade/domain/messages/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { accountingConnection, accountingOauthStates } from '../../db/schema/money.ts';
import { auditLog } from '../../db/schema/system.ts';
import { startAccountingStub, type AccountingStub } from '../../integrations/accounting/accounting-stub.ts';

/** Every answer the browser got: none may carry a token. */
const answers: string[] = [];

function client(t: TestApp, cookie: string) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = cookie) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1/accounting${url}`,
      headers: { cookie: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    answers.push(response.body);
    return response;
  };
}

describe('accounting in local mode: nothing to connect, invoices stay in Brigade', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = client(t, await loginAs(t.app, 'SUPER'));
  });
  afterAll(async () => t.app.close());

  it('says it is local and not configured', async () => {
    const status = await call('GET', '/status');
    expect(status.statusCode).toBe(200);
    const nothing = { organisation: null, expires_at: null, connected_at: null, connected_by: null };
    expect(status.json()).toEqual({
      mode: 'local',
      connected: false,
      ...nothing,
      message: messages.accountingNotConnected,
    });
  });

  it('refuses a login and the proxy with a clear 422, and disconnecting does nothing', async () => {
    for (const response of [
      await call('POST', '/oauth/start'),
      await call('POST', '/oauth/callback', { code: 'x', state: 'Ab3dE6gH9k' }),
      await call('GET', '/proxy/2.0/contact'),
      await call('POST', '/proxy/2.0/contact/search', []),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error_message).toBe(messages.accountingNotConnected);
    }
    expect((await call('DELETE', '/connection')).statusCode).toBe(204);
  });
});

describe('accounting live: the OAuth login against the loopback accounting service', () => {
  let stub: AccountingStub;
  let t: TestApp;
  let admin: string;
  let call: ReturnType<typeof client>;
  const redirect = 'http://brigade.test/bexio/v3/login';

  const connectionRow = async () => (await t.database.db.select().from(accountingConnection))[0];
  const states = () => t.database.db.select().from(accountingOauthStates);
  const audits = () =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'accounting_connection'));

  /** Starts a login and follows the authorize address as a browser would: code and state come back. */
  async function startAndAuthorize(as = admin) {
    const start = await call('POST', '/oauth/start', undefined, as);
    expect(start.statusCode, start.body).toBe(200);
    const url = new URL(start.json().authorize_url as string);
    const answer = await fetch(url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    return { url, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  beforeAll(async () => {
    stub = await startAccountingStub({ companyName: 'Brigade Kitchen AG' });
    t = await buildTestApp({
      env: {
        ACCOUNTING_CLIENT_ID: stub.clientId,
        ACCOUNTING_CLIENT_SECRET: stub.clientSecret,
        ACCOUNTING_AUTH_URL: stub.authUrl,
        ACCOUNTING_API_URL: stub.apiUrl,
        ACCOUNTING_REDIRECT_URL: redirect,
      },
    });
    admin = await loginAs(t.app, 'SUPER');
    call = client(t, admin);
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  it('asks for the login before it is connected', async () => {
    expect((await call('GET', '/status')).json()).toMatchObject({
      mode: 'live',
      connected: false,
      message: messages.accountingLoginRequired,
    });
    const proxy = await call('GET', '/proxy/2.0/contact');
    expect(proxy.statusCode).toBe(409);
    expect(proxy.json().error_message).toBe('You must login to Bexio to continue');
  });

  it('hands out a fresh 10-character state for the calling user in the authorize address', async () => {
    const { url, state } = await startAndAuthorize();
    expect(url.searchParams.get('redirect_uri')).toBe(redirect);
    expect(url.searchParams.get('client_id')).toBe(stub.clientId);
    expect(state).toMatch(/^[A-Za-z0-9]{10}$/);
    const stored = (await states()).find((s) => s.state === state);
    expect(stored).toMatchObject({ userId: expect.any(Number), createdAt: t.clock() });
    const second = await startAndAuthorize();
    expect(second.state).not.toBe(state);
  });

  it('refuses an unknown or malformed state, and stores nothing', async () => {
    const { code } = await startAndAuthorize();
    const unknown = await call('POST', '/oauth/callback', { code, state: 'Zz9Zz9Zz9Z' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.accountingStateUnknown,
    });
    const malformed = await call('POST', '/oauth/callback', { code, state: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual({ state: messages.accountingStateInvalid });
    expect((await call('POST', '/oauth/callback', { state: 'Zz9Zz9Zz9Z' })).statusCode).toBe(400);
    expect(await connectionRow()).toBeUndefined();
  });

  it("refuses another user's state, and stores nothing", async () => {
    const other = await createUser(t.app, admin, { user_group: 'SUPER' });
    const otherCookie = await login(t.app, other.username, other.password);
    const { code, state } = await startAndAuthorize(otherCookie);
    const refused = await call('POST', '/oauth/callback', { code, state });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_message).toBe(messages.accountingStateOtherUser);
    expect(await connectionRow()).toBeUndefined();
    // The state is still the other user's to use.
    expect((await states()).some((s) => s.state === state)).toBe(true);
  });

  it('refuses a state older than ten minutes, and stores nothing', async () => {
    const { code, state } = await startAndAuthorize();
    t.clock.advance(10 * 60_000);
    const expired = await call('POST', '/oauth/callback', { code, state });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_message).toBe(messages.accountingStateExpired);
    expect(await connectionRow()).toBeUndefined();
  });

  it('completes the login with the right state: the tokens are stored on the server only', async () => {
    const { code, state } = await startAndAuthorize();
    const done = await call('POST', '/oauth/callback', { code, state });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      mode: 'live',
      connected: true,
      organisation: 'Brigade Kitchen AG',
      expires_at: new Date(t.clock().getTime() + 3600_000).toISOString(),
      connected_at: t.clock().toISOString(),
      connected_by: 'super',
      message: null,
    });
    const row = await connectionRow();
    expect(row).toMatchObject({ id: 1, organisation: 'Brigade Kitchen AG' });
    expect(stub.live.access.has(row!.accessToken)).toBe(true);
    expect(stub.live.refresh.has(row!.refreshToken!)).toBe(true);
    // The state was used up; the token call carried the same return address.
    expect((await states()).some((s) => s.state === state)).toBe(false);
    expect(stub.calls('/realms/bexio/protocol/openid-connect/token').at(-1)!.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
    });
    const audit = await audits();
    expect(audit.at(-1)).toMatchObject({ action: 'create', entityId: '1' });
    expect(JSON.stringify(audit)).not.toContain(row!.accessToken);
  });

  it('refuses a used state, and keeps the connection as it was', async () => {
    const { code, state } = await startAndAuthorize();
    expect((await call('POST', '/oauth/callback', { code, state })).statusCode).toBe(200);
    const before = await connectionRow();
    const again = await call('POST', '/oauth/callback', { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_message).toBe(messages.accountingStateUnknown);
    expect(await connectionRow()).toEqual(before);
  });

  it('refuses a code the service does not accept with its words, and stores nothing new', async () => {
    const before = await connectionRow();
    const { state } = await startAndAuthorize();
    const refused = await call('POST', '/oauth/callback', { code: 'made-up', state });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(
      'Unable to complete the accounting login. The service refused the request (HTTP 400): Code not valid',
    );
    expect(await connectionRow()).toEqual(before);
  });

  it('proxies GET and POST under /2.0, /3.0 and /4.0 with the server’s token, and refuses other paths', async () => {
    const list = await call('GET', '/proxy/2.0/contact?limit=5&offset=0');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([]);
    const row = await connectionRow();
    expect(stub.calls('/2.0/contact').at(-1)).toMatchObject({
      method: 'GET',
      query: { limit: '5', offset: '0' },
      authorization: `Bearer ${row!.accessToken}`,
    });
    const search = await call('POST', '/proxy/2.0/contact/search', [
      { field: 'mail', value: 'x@y.ch', criteria: '=' },
    ]);
    expect(search.statusCode, search.body).toBe(200);
    expect((await call('GET', '/proxy/3.0/currencies')).json()).toHaveLength(2);
    for (const path of ['/proxy/5.0/contact', '/proxy/2.0', '/proxy/2.0/%2E%2E/admin', '/proxy/contact']) {
      const refused = await call('GET', path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error_message).toBe(messages.accountingProxyPathInvalid);
    }
    const unknown = await call('GET', '/proxy/2.0/kb_invoice/999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('renews an expired access token on use and keeps the rotated refresh token', async () => {
    const before = await connectionRow();
    t.clock.advance(3600_000);
    expect((await call('GET', '/proxy/2.0/contact')).statusCode).toBe(200);
    const after = await connectionRow();
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(stub.live.refresh.has(after!.refreshToken!)).toBe(true);
    expect(stub.live.refresh.has(before!.refreshToken!)).toBe(false);
    expect(after!.expiresAt).toEqual(new Date(t.clock().getTime() + 3600_000));
    expect(stub.calls('/2.0/contact').at(-1)!.authorization).toBe(`Bearer ${after!.accessToken}`);
  });

  it('renews a token the service refuses early, once, and makes the call again', async () => {
    const before = await connectionRow();
    stub.expireAccessTokens();
    expect((await call('GET', '/proxy/2.0/contact')).statusCode).toBe(200);
    expect((await connectionRow())!.refreshToken).not.toBe(before!.refreshToken);
  });

  it('ends the connection when the service no longer accepts the refresh token', async () => {
    stub.expireAccessTokens();
    stub.live.refresh.clear();
    const refused = await call('GET', '/proxy/2.0/contact');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(messages.accountingLoginRequired);
    expect(await connectionRow()).toBeUndefined();
    const audit = await audits();
    expect(audit.at(-1)).toMatchObject({ action: 'delete', userId: null });
  });

  it('disconnects: the tokens are forgotten and the change audited', async () => {
    const { code, state } = await startAndAuthorize();
    expect((await call('POST', '/oauth/callback', { code, state })).statusCode).toBe(200);
    const gone = await call('DELETE', '/connection');
    expect(gone.statusCode).toBe(204);
    expect(await connectionRow()).toBeUndefined();
    expect((await call('GET', '/status')).json()).toMatchObject({ connected: false });
    const audit = await audits();
    expect(audit.at(-1)).toMatchObject({ action: 'delete', userId: expect.any(Number) });
    expect((await call('DELETE', '/connection')).statusCode).toBe(204);
  });

  it('is for SUPERs of Administration only', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      for (const [method, url] of [
        ['GET', '/status'],
        ['POST', '/oauth/start'],
        ['DELETE', '/connection'],
        ['GET', '/proxy/2.0/contact'],
      ] as const) {
        expect((await call(method, url, undefined, cookie)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      const callback = await call('POST', '/oauth/callback', { code: 'x', state: 'Ab3dE6gH9k' }, cookie);
      expect(callback.statusCode, role).toBe(403);
    }
  });

  it('never sends a token to the browser', () => {
    const tokens = [...stub.live.access, ...stub.live.refresh, 'stub-access-', 'stub-refresh-'];
    for (const body of answers) for (const token of tokens) expect(body).not.toContain(token);
    expect(answers.length).toBeGreaterThan(20);
  });
});
