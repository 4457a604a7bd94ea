import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTestClock } from './clock.ts';
import { testConfig } from './config.ts';

/** The two starting points of a test database: only migrated, or migrated and seeded as in demo mode. */
export type TemplateName = 'empty' | 'demo';

/** The admin connection string of the server that holds the test databases (a database of the same server). */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Keeps the database open when the app closes, so the seeded state can be dumped afterwards. */
function keepOpen(database: Database): Database {
  return { ...database, close: async () => undefined };
}

/** Seeds demo data through the real start-up path (buildApp with DEMO on), at a fixed time. */
export async function seedDemo(database: Database): Promise<void> {
  const app = await buildApp({
    config: testConfig({ DEMO: 'true' }),
    database: keepOpen(database),
    clock: createTestClock('2026-01-05T07:00:00.000Z'),
    // Test files start without customers; seed/customers-demo.test.ts seeds them where it needs them.
    demoCustomers: 0,
    // Recipe tests seed them with seed/recipes-demo.ts where they need them.
    demoRecipes: false,
  });
  await app.close();
}

export async function makePgliteTemplates(): Promise<Record<TemplateName, Blob>> {
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const empty = await client.dumpDataDir('none');
  await seedDemo(database);
  const demo = await client.dumpDataDir('none');
  await client.close();
  return { empty, demo };
}

export async function makePostgresTemplates(
  baseUrl: string,
  prefix: string,
): Promise<Record<TemplateName, string>> {
  const names = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };
  for (const name of Object.values(names)) {
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  }
  const empty = await openDatabase({ databaseUrl: databaseUrl(baseUrl, names.empty) });
  await empty.migrate();
  await empty.close();
  const demo = await openDatabase({ databaseUrl: databaseUrl(baseUrl, names.demo) });
  await demo.migrate();
  await seedDemo(demo);
  await demo.close();
  return names;
}
