/**
 * `npm run seed -- [--customers N] [--weeks-history W] [--reset-customers]`: seeds the demo (users, Controls,
 * delivery) and N demo customers with their orders and W weeks of history (orders, kitchen, deliveries) into the configured database (DATABASE_URL for PostgreSQL, else the embedded
 * PGlite in DATA_DIR), for demos and benchmarks. Refuses a database that already has customers unless
 * --reset-customers, which first deletes every customer (with their addresses, orders, overrides, merges, bags
 * and special-programme places), the customer groups, the special programmes and the published consignments
 * with their tracking.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { appConfig } from '../db/schema/system.ts';
import { customers } from '../db/schema/customers.ts';
import { systemClock } from '../lib/clock.ts';
import {
  CUSTOMERS_DEMO_MARKER,
  DEFAULT_DEMO_CUSTOMERS,
  DEFAULT_DEMO_WEEKS_HISTORY,
  seedCustomersDemo,
} from './customers-demo.ts';

const usage = `Usage: npm run seed -- [--customers N] [--weeks-history W] [--reset-customers]
  --customers N        how many demo customers (default ${DEFAULT_DEMO_CUSTOMERS}, at most 100000)
  --weeks-history W    weeks of history before this week (default ${DEFAULT_DEMO_WEEKS_HISTORY}, 4 to 520):
                       orders, the kitchen's recipes and feedback, deliveries with their tracking
  --reset-customers    delete all customers, customer groups, special programmes and consignments first
The database is DATABASE_URL (PostgreSQL) or the embedded one in DATA_DIR (default ./data).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        customers: { type: 'string', default: String(DEFAULT_DEMO_CUSTOMERS) },
        'weeks-history': { type: 'string', default: String(DEFAULT_DEMO_WEEKS_HISTORY) },
        'reset-customers': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const n = Number(values.customers);
if (!Number.isInteger(n) || n < 1 || n > 100_000) {
  fail(`--customers must be a whole number from 1 to 100000, not '${values.customers}'\n${usage}`);
}
const weeksHistory = Number(values['weeks-history']);
if (!Number.isInteger(weeksHistory) || weeksHistory < 4 || weeksHistory > 520) {
  fail(`--weeks-history must be a whole number from 4 to 520, not '${values['weeks-history']}'\n${usage}`);
}

// The demo users, Controls and delivery data come through the normal start-up path (DEMO on).
const config = loadConfig({ ...process.env, DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  const app = await buildApp({
    config,
    database: { ...database, close: async () => undefined },
    demoCustomers: 0,
  });
  await app.close();

  const [{ existing }] = (await database.db.select({ existing: count() }).from(customers)) as [
    { existing: number },
  ];
  if (Number(existing) > 0) {
    if (!values['reset-customers']) {
      console.error(
        `The database already has ${existing} customers; add --reset-customers to delete them (and their orders) first.`,
      );
      process.exitCode = 1;
    }
  }
  if (Number(existing) > 0 && values['reset-customers']) {
    // TRUNCATE … CASCADE empties every table that refers to these (addresses, orders and what hangs off them)
    // at once; row-by-row deletes would check each foreign key per row.
    await database.db.execute(sql`TRUNCATE customers, customer_groups, special_programmes CASCADE`);
    await database.db.execute(
      sql`TRUNCATE consignment_runs, published_consignments, consignment_orders, consignment_tracking`,
    );
    await database.db.execute(sql`DELETE FROM app_config WHERE key = ${CUSTOMERS_DEMO_MARKER}`);
    console.log(
      `deleted ${existing} customers, their orders, the customer groups, special programmes and consignments`,
    );
  }

  if (process.exitCode !== 1) await seed(started);
} finally {
  await database.close();
}

async function seed(started: number) {
  const seeding = performance.now();
  const result = await seedCustomersDemo(database.db, systemClock, { customers: n, weeksHistory });
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  await database.db
    .insert(appConfig)
    .values({ key: CUSTOMERS_DEMO_MARKER, value: 'v1' })
    .onConflictDoNothing();
  console.log(
    `seeded ${result.customers} customers and ${result.orders} orders (${weeksHistory} weeks of history: ` +
      `${result.history?.consignments ?? 0} deliveries tracked) into ${database.kind} in ` +
      `${seconds(performance.now() - seeding)} s (${seconds(performance.now() - started)} s with start-up)`,
  );
}
