import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../../test/instances.ts';
import { readEvents } from '../../test/sse.ts';
import { adminQuery, databaseUrl } from '../../test/templates.ts';

// Only in the PostgreSQL run: two real server processes on one database, as behind a load balancer (ADR 083).
const baseUrl = process.env.TEST_DATABASE_URL!;
const name = `brigade_instances_${process.pid}`;
const BROADCAST_KEY = 'deploy-script-broadcast-key';
const PASSWORD = 'two-instances-password';
let a: Instance;
let b: Instance;

beforeAll(async () => {
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const env = {
    DATABASE_URL: databaseUrl(baseUrl, name),
    DEMO: 'false',
    INITIAL_SUPER_USERNAME: 'boss',
    INITIAL_SUPER_PASSWORD: PASSWORD,
    SESSION_SECRET: 'one-secret-for-both-instances-0123456789',
    BROADCAST_KEY,
    LOGIN_RATE_LIMIT_MAX: '3',
    RATE_LIMIT_MAX: '80',
    // Long enough that only the notification, not the cache's own expiry, can end a session on the other instance.
    SESSION_CACHE_SECONDS: '60',
  };
  // The first migrates and creates the user; the second finds both done.
  a = await startInstance(env);
  b = await startInstance(env);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const login = (on: Instance, password: string) =>
  fetch(`${on.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'AP', username: 'boss', password }),
  });
const usersOn = (on: Instance, cookie: string) => fetch(`${on.base}/api/v1/users`, { headers: { cookie } });
const broadcastOn = (on: Instance, version: string) =>
  fetch(`${on.base}/api/v1/system/version`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ new_version: version, key: BROADCAST_KEY }),
  });

describe('two server processes on one PostgreSQL', () => {
  it('ends a session on both at once when it logs out on one', async () => {
    const response = await login(a, PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await usersOn(b, cookie)).status).toBe(200); // now in b's session cache
    const out = await fetch(`${a.base}/api/v1/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    await expect.poll(async () => (await usersOn(b, cookie)).status, { timeout: 2000 }).toBe(401);
  });

  it('delivers a broadcast made on one to the browsers of the other, and replays it after a reconnect', async () => {
    const url = `${b.base}/api/v1/system/events`;
    const live = await readEvents(url, 2, { onOpen: async () => void (await broadcastOn(a, '3.1.0')) });
    expect(live.events.at(-1)).toEqual({ event: 'version', data: { version: '3.1.0' } });
    const seen = Number(/^id: (\d+)$/m.exec(live.raw)?.[1]);
    // Away from b while a sends two more.
    await broadcastOn(a, '3.1.1');
    await broadcastOn(a, '3.1.2');
    const again = await readEvents(url, 3, { headers: { 'last-event-id': String(seen) } });
    expect(again.events.slice(1)).toEqual([
      { event: 'version', data: { version: '3.1.1' } },
      { event: 'version', data: { version: '3.1.2' } },
    ]);
  });

  it('gives an instance the events sent while its LISTEN connection was down', async () => {
    const { events } = await readEvents(`${b.base}/api/v1/system/events`, 2, {
      timeoutMs: 10_000,
      onOpen: async () => {
        // Both instances lose their LISTEN connections; the broadcast's NOTIFY reaches nobody.
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        const ended = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND query = 'LISTEN "brigade_events"'`,
          [name],
        );
        await admin.end();
        expect(ended.rowCount).toBe(2);
        await broadcastOn(a, '3.2.0');
      },
    });
    expect(events.at(-1)).toEqual({ event: 'version', data: { version: '3.2.0' } });
  });

  it('counts failed logins on either towards one limit', async () => {
    expect((await login(a, 'wrong-password-1')).status).toBe(401);
    expect((await login(b, 'wrong-password-2')).status).toBe(401);
    expect((await login(a, 'wrong-password-3')).status).toBe(401);
    // Three failures in all: even the right password waits, on both.
    expect((await login(b, PASSWORD)).status).toBe(429);
    expect((await login(a, PASSWORD)).status).toBe(429);
  });

  it('counts requests on either towards one rate limit', async () => {
    const statuses: number[] = [];
    for (const on of [a, b])
      for (let i = 0; i < 50; i += 1) statuses.push((await fetch(`${on.base}/api/v1/system/version`)).status);
    // 100 requests, 80 allowed a minute for this client across both (minus the ones above): b refuses some.
    expect(statuses.slice(0, 50).filter((s) => s === 429)).toHaveLength(0);
    expect(statuses.slice(50).filter((s) => s === 429).length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(80);
  });
});
