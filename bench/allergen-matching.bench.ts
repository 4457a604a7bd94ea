/**
 * Allergen matching of one day's menu (`POST /api/v1/recipes/allergen-matches`): eight demo recipes, one per meal
 * type, against the customers delivered that day, with 2,000 and 10,000 demo customers (seed/customers-demo.ts;
 * the recipes are seed/recipes-demo.ts), as a logged-in SUPER_CHEF, on embedded PGlite and, when it answers,
 * on PostgreSQL. The day is the Wednesday of the default week (inside the seed's weeks, so it has orders).
 *
 * Server time is Fastify's reply.elapsedTime (first hook to the response sent, serialisation included), read
 * from its "request completed" log lines. Requests run one at a time; p50/p99 over BENCH_MATCH_REQUESTS
 * (default 100) after a warm-up, or fewer (at least 20) when they take more than BENCH_MATCH_SECONDS (default
 * 120) per size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { AllergenMatchResponse } from '@brigade/domain/schemas/allergen-matching';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { recipes } from '../apps/server/src/db/schema/recipes.ts';
import { postgresAnswers } from './lib.ts';

const requests = Number(process.env.BENCH_MATCH_REQUESTS ?? 100);
const budgetSeconds = Number(process.env.BENCH_MATCH_SECONDS ?? 120);
const minRequests = 20;
const warmUp = 3;
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

/** One demo recipe per meal type: breakfast, shot, lunch, dressing, treat, power shake, dinner, other. */
export const dayMenu = [
  'Overnight oats with blueberries',
  'Ginger lemon shot',
  'Quinoa chickpea salad',
  'Lemon olive oil vinaigrette',
  'Banana bread',
  'Berry protein shake',
  'Chicken curry with rice',
  'Hummus with vegetable sticks',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (value: number) => Math.round(value * 10) / 10;

interface SizeResult {
  customers: number;
  seed_seconds: number;
  date: string;
  customers_checked: number;
  rows_with_matches: number;
  response_kb: number;
  requests: number;
  server_ms: { p50: number; p99: number; min: number; max: number; mean: number };
  round_trip_ms: { p50: number; p99: number };
}

async function measure(customers: number, databaseUrl?: string): Promise<SizeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-bench-match-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const serverTimes: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('request completed')) continue;
        const entry = JSON.parse(line) as { responseTime?: number; res?: { statusCode?: number } };
        if (entry.res?.statusCode === 200 && entry.responseTime !== undefined)
          serverTimes.push(entry.responseTime);
      }
      done();
    },
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeding = performance.now();
  const app = await buildApp({
    config,
    database,
    demoCustomers: customers,
    logger: { level: 'info', stream },
  });
  const seedSeconds = (performance.now() - seeding) / 1000;
  try {
    const menu = await database.db
      .select({ id: recipes.recipeId, name: recipes.name })
      .from(recipes)
      .where(inArray(recipes.name, dayMenu));
    const recipeIds = dayMenu.map((name) => menu.find((r) => r.name === name)!.id);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'AP', username: 'superchef', password: 'superchef-demo-2026' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const date = addDays(defaultWeekMonday(new Date()), 2);
    const body = JSON.stringify({ recipe_ids: recipeIds, date });

    let checked = 0;
    let rows = 0;
    let bytes = 0;
    const roundTrips: number[] = [];
    let measuring = 0;
    for (let i = 0; i < warmUp + requests; i++) {
      if (i === warmUp) {
        serverTimes.length = 0;
        measuring = performance.now();
      }
      if (i - warmUp >= minRequests && performance.now() - measuring > budgetSeconds * 1000) break;
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/recipes/allergen-matches`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`matching failed: ${response.status} ${text}`);
      if (i >= warmUp) roundTrips.push(performance.now() - started);
      if (i === 0) {
        const parsed = JSON.parse(text) as AllergenMatchResponse;
        checked = parsed.customers_checked;
        rows = parsed.matches.length;
        bytes = Buffer.byteLength(text);
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
    const server = [...serverTimes].sort((a, b) => a - b);
    const trips = roundTrips.sort((a, b) => a - b);
    return {
      customers,
      seed_seconds: Math.round(seedSeconds * 10) / 10,
      date,
      customers_checked: checked,
      rows_with_matches: rows,
      response_kb: Math.round(bytes / 1024),
      requests: server.length,
      server_ms: {
        p50: ms(percentile(server, 50)),
        p99: ms(percentile(server, 99)),
        min: ms(server[0]!),
        max: ms(server.at(-1)!),
        mean: ms(server.reduce((a, b) => a + b, 0) / server.length),
      },
      round_trip_ms: { p50: ms(percentile(trips, 50)), p99: ms(percentile(trips, 99)) },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(customers: number): Promise<SizeResult> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `brigade_bench_match_${process.pid}_${customers}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await measure(customers, `postgres://postgres@127.0.0.1:5432/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function run() {
  const results: { database: 'pglite' | 'postgres'; sizes: SizeResult[] }[] = [];
  const pglite: SizeResult[] = [];
  for (const size of sizes) {
    pglite.push(await measure(size));
    console.error(`pglite ${size}: ${JSON.stringify(pglite.at(-1))}`);
  }
  results.push({ database: 'pglite', sizes: pglite });
  if (await postgresAnswers()) {
    const postgres: SizeResult[] = [];
    for (const size of sizes) {
      postgres.push(await onPostgres(size));
      console.error(`postgres ${size}: ${JSON.stringify(postgres.at(-1))}`);
    }
    results.push({ database: 'postgres', sizes: postgres });
  }
  return {
    name: 'allergen-matching',
    description:
      "POST /api/v1/recipes/allergen-matches: one day's menu (8 demo recipes, one per meal type) against the customers delivered that Wednesday, as SUPER_CHEF, requests one at a time; server time = Fastify reply.elapsedTime",
    menu: dayMenu,
    requests_per_size: requests,
    results,
  };
}
