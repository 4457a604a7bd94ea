import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { readEvents } from '../../../test/sse.ts';
import { createLocalObjectStore } from '../../integrations/storage/local.ts';

const BROADCAST_KEY = 'deploy-script-broadcast-key';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { BROADCAST_KEY }, keepAliveMs: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

const broadcast = (payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url: '/api/v1/system/version', headers: { cookie }, payload });
const currentVersion = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/system/version' })).json().version;

describe('GET /health', () => {
  it('answers ok with the version and the database kind, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: t.config.appVersion,
      database: t.database.kind,
    });
  });
});

describe('GET /system/version', () => {
  it('answers the version this server stored at start', async () => {
    expect(await currentVersion()).toBe(t.config.appVersion);
  });
});

describe('GET /system/events', () => {
  it('sends the version at connect, then every broadcast, with keep-alive comments', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const { events, raw, headers } = await readEvents(`${base}/api/v1/system/events`, 2, {
      onOpen: async () => {
        await new Promise((resolve) => setTimeout(resolve, 250)); // long enough for a keep-alive
        expect((await broadcast({ new_version: '9.9.9' }, admin)).statusCode).toBe(200);
      },
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(events).toEqual([
      { event: 'version', data: { version: t.config.appVersion } },
      { event: 'version', data: { version: '9.9.9' } },
    ]);
    expect(raw).toContain(': keep-alive\n\n');
    expect(raw.startsWith(`event: version\ndata: {"version":"${t.config.appVersion}"}\n\n`)).toBe(true);
  });
});

describe('GET /system/events after a reconnect', () => {
  it('numbers every broadcast and replays what a reconnecting browser missed (Last-Event-ID)', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const url = `${base}/api/v1/system/events`;
    const first = await readEvents(url, 2, {
      onOpen: async () => {
        await broadcast({ new_version: '5.0.1' }, admin);
      },
    });
    const seen = Number(/^id: (\d+)$/m.exec(first.raw)?.[1]);
    expect(seen).toBeGreaterThan(0);
    // The browser is away while two more versions go out.
    await broadcast({ new_version: '5.0.2' }, admin);
    await broadcast({ new_version: '5.0.3' }, admin);
    const again = await readEvents(url, 3, { headers: { 'last-event-id': String(seen) } });
    expect(again.events).toEqual([
      { event: 'version', data: { version: '5.0.3' } },
      { event: 'version', data: { version: '5.0.2' } },
      { event: 'version', data: { version: '5.0.3' } },
    ]);
    expect([...again.raw.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([seen + 1, seen + 2]);
  });

  it('ignores a Last-Event-ID that is not a number', async () => {
    const { events } = await readEvents(`${base}/api/v1/system/events`, 1, {
      headers: { 'last-event-id': 'x'.repeat(5000) },
    });
    expect(events).toHaveLength(1);
  });
});

describe('POST /system/version (broadcast)', () => {
  it('lets a SUPER Administration user broadcast', async () => {
    const response = await broadcast({ new_version: '1.2.3' }, await loginAs(t.app, 'SUPER'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '1.2.3' });
    expect(await currentVersion()).toBe('1.2.3');
  });

  it('refuses a key of 100 kB (every string has a maximum), changing nothing', async () => {
    // Without a session the key is checked first: a wrong one is a 401 that tells nothing of the body's rules.
    const anonymous = await broadcast({ new_version: '7.7.7', key: 'k'.repeat(100_000) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().details).toBeUndefined();
    // A SUPER's session is the permission: then the body is checked and the key is too long.
    const response = await broadcast(
      { new_version: '7.7.7', key: 'k'.repeat(100_000) },
      await loginAs(t.app, 'SUPER'),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toEqual(['key']);
    expect(await currentVersion()).not.toBe('7.7.7');
  });

  it('answers a caller without session or key 401 even when the body is invalid', async () => {
    const response = await broadcast({ new_version: 12 });
    expect(response.statusCode).toBe(401);
    expect(response.json().details).toBeUndefined();
  });

  it('lets a deploy script broadcast with BROADCAST_KEY instead of a session', async () => {
    const response = await broadcast({ new_version: '1.2.4', key: BROADCAST_KEY });
    expect(response.statusCode).toBe(200);
    expect(await currentVersion()).toBe('1.2.4');
    // A session of a refused role with the right key is also fine: the key is the permission.
    const withChef = await broadcast(
      { new_version: '1.2.5', key: BROADCAST_KEY },
      await loginAs(t.app, 'CHEF'),
    );
    expect(withChef.statusCode).toBe(200);
  });

  it('refuses a wrong key, no session, and other roles, changing nothing', async () => {
    const before = await currentVersion();
    expect((await broadcast({ new_version: '6.6.6', key: 'wrong-key-wrong-key' })).statusCode).toBe(401);
    const none = await broadcast({ new_version: '6.6.6' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error_message).toBe(messages.sessionExpired);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      const response = await broadcast({ new_version: '6.6.6' }, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect(await currentVersion()).toBe(before);
  });

  it('refuses a missing version with 400', async () => {
    const before = await currentVersion();
    const response = await broadcast({ new_version: '  ' }, await loginAs(t.app, 'SUPER'));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toEqual(['new_version']);
    expect(await currentVersion()).toBe(before);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the zod schemas, and the UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(t.config.appVersion);
    const login = doc.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(doc.paths)).toContain('/api/v1/allergens/{id}');
    expect(doc.paths['/api/v1/health'].get.security).toEqual([]); // public: no session needed
    expect(doc.paths['/api/v1/users'].get.security).toBeUndefined(); // the document's default: a session
    expect(
      doc.paths['/api/v1/allergens/{id}'].delete.parameters.map((p: { name: string }) => p.name).sort(),
    ).toEqual(['id', 'version']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).not.toMatch(/<script>[^<]/); // no inline script: the CSP would block it
  });
});

describe('GET /system/cache', () => {
  it('says whether a cached document is ready to go, and refuses a key outside the store', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const ping = async (key: string) =>
      t.app.inject({
        url: `/api/v1/system/cache?key=${encodeURIComponent(key)}`,
        headers: { cookie: admin },
      });
    // The tests share one object-store folder (and run twice, on PGlite and PostgreSQL): a key of its own.
    const key = `ap/chef_notes/ingredient/${Date.now()}${Math.floor(Math.random() * 1000)}`;
    expect((await ping(key)).json()).toEqual({ key, ready_to_go: false });
    // Another writer (a publish) stores the document in the same local object store.
    await createLocalObjectStore(t.config.objectStoreDir).putJson(key, { notes: 'Arrives frozen' });
    expect((await ping(key)).json()).toEqual({ key, ready_to_go: true });
    const outside = await ping('secrets/x');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error_message).toBe('Caught early: Key must contain valid Bucket ID');
    const chef = await loginAs(t.app, 'SUPER_CHEF');
    expect(
      (await t.app.inject({ url: `/api/v1/system/cache?key=${key}`, headers: { cookie: chef } })).statusCode,
    ).toBe(403);
  });
});
