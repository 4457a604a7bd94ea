import { createLocalBooking } from '../src/integrations/booking/local.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { demoPassword, demoUsers } from '../src/seed/demo.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { testConfig } from './config.ts';
import { adminQuery, databaseUrl, type TemplateName } from './templates.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The local booking service: `booking.flushed` lists the cache keys writes flushed; `failWith` breaks it. */
  booking: ReturnType<typeof createLocalBooking>;
  clock: TestClock;
  config: Config;
  database: Database;
  /** Set on PostgreSQL: a second instance can open the same database (cross-instance tests). */
  databaseUrl: string | undefined;
}

export interface TestAppOptions {
  /** 'demo' (default): migrated and seeded with the demo users, the EU-14 and three blocks. */
  template?: TemplateName;
  env?: Record<string, string>;
  clock?: TestClock;
  extraRoutes?: BuildOptions['extraRoutes'];
  keepAliveMs?: number;
  logger?: BuildOptions['logger'];
}

const dumps = new Map<string, Blob>();

/** A fresh copy of a migrated template database, for one test file. */
export async function openTestDatabase(
  template: TemplateName,
): Promise<{ database: Database; url?: string }> {
  const { kind, templates } = inject('dbTemplates');
  if (kind === 'pglite') {
    const file = templates[template];
    let dump = dumps.get(file);
    if (!dump) {
      dump = new Blob([readFileSync(file)]);
      dumps.set(file, dump);
    }
    return { database: await openDatabase({ pglite: await PGlite.create({ loadDataDir: dump }) }) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `brigade_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${templates[template]}`);
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    url,
    database: {
      ...database,
      async close() {
        await database.close();
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const config = testConfig(options.env);
  const { database, url } = await openTestDatabase(options.template ?? 'demo');
  const booking = createLocalBooking();
  const app = await buildApp({
    config,
    database,
    clock,
    booking,
    extraRoutes: options.extraRoutes,
    keepAliveMs: options.keepAliveMs,
    logger: options.logger,
    // Jobs start within half a second of being queued or retried.
    jobPollingSeconds: 0.5,
  });
  return { app, booking, clock, config, database, databaseUrl: url };
}

/** The demo user of a group and category (docs/api-foundation.md). */
export function demoUser(group: UserGroup, category: UserCategory = 'AP') {
  const user = demoUsers.find((u) => u.user_group === group && u.user_category === category);
  if (!user) throw new Error(`no demo user is ${group} ${category}`);
  return { ...user, password: demoPassword(user.username) };
}

/** Logs in as the demo user of that group and category; returns the Cookie header value. */
export async function loginAs(
  app: FastifyInstance,
  group: UserGroup,
  category: UserCategory = 'AP',
): Promise<string> {
  const user = demoUser(group, category);
  return login(app, user.username, user.password, category);
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  category: UserCategory = 'AP',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password, category },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'brigade_session');
  if (!cookie) throw new Error('login set no session cookie');
  return `brigade_session=${cookie.value}`;
}

/** The roles that must be refused on level-0 Administration routes, with the session cookie of each. */
export async function refusedRoles(app: FastifyInstance): Promise<[string, string][]> {
  return [
    ['SUPER_CHEF', await loginAs(app, 'SUPER_CHEF')],
    ['CHEF', await loginAs(app, 'CHEF')],
    ['LOGISTICS CHEF', await loginAs(app, 'CHEF', 'LOGISTICS')],
    ['LOGISTICS SUPER', await loginAs(app, 'SUPER', 'LOGISTICS')],
  ];
}
