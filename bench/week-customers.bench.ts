/**
 * The week screen's data (`GET /api/v1/week/customers?start_date=…`) as a logged-in SUPER user, with 2,000 and
 * 10,000 demo customers (seed/customers-demo.ts), on embedded PGlite and, when it answers, on PostgreSQL.
 *
 * Server time is the server's own measure: Fastify's reply.elapsedTime (first hook to the response sent,
 * serialisation included), read from its "request completed" log lines. Requests run one at a time, so no
 * request waits for another; p50/p99 over BENCH_REQUESTS requests (default 200) after a warm-up, or fewer (at
 * least 30) when they take more than BENCH_WEEK_SECONDS (default 150) per size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { postgresAnswers } from './lib.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
// A slow endpoint stops after this many seconds per size (at least 30 requests), so a run stays bounded.
const budgetSeconds = Number(process.env.BENCH_WEEK_SECONDS ?? 150);
const minRequests = 30;
const warmUp = 5;
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (value: number) => Math.round(value * 10) / 10;

interface SizeResult {
  customers: number;
  seed_seconds: number;
  start_date: string;
  rows_returned: number;
  response_kb: number;
  requests: number;
  server_ms: { p50: number; p99: number; min: number; max: number; mean: number };
  round_trip_ms: { p50: number; p99: number };
}

async function measure(customers: number, databaseUrl?: string): Promise<SizeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-bench-week-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // The server's own measure of each request: the responseTime of its "request completed" log line.
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
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'AP', username: 'super', password: 'super-demo-2026' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // The week the screen opens on (spec §9 default week): inside the seed's weeks, so it has orders.
    const startDate = defaultWeekMonday(new Date());
    const target = `${url}/api/v1/week/customers?start_date=${startDate}`;

    let rows = 0;
    let bytes = 0;
    const roundTrips: number[] = [];
    let measuring = 0;
    for (let i = 0; i < warmUp + requests; i++) {
      if (i === warmUp) {
        serverTimes.length = 0;
        measuring = performance.now();
      }
      const done = i - warmUp;
      if (done >= minRequests && performance.now() - measuring > budgetSeconds * 1000) break;
      const started = performance.now();
      const response = await fetch(target, { headers: { cookie } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`week read failed: ${response.status} ${body}`);
      if (i >= warmUp) roundTrips.push(performance.now() - started);
      if (i === 0) {
        rows = (JSON.parse(body) as { rows: unknown[] }).rows.length;
        bytes = Buffer.byteLength(body);
      }
    }
    // The last log line may still be in the stream's buffer.
    await new Promise((resolve) => setImmediate(resolve));
    const server = [...serverTimes].sort((a, b) => a - b);
    const trips = roundTrips.sort((a, b) => a - b);
    return {
      customers,
      seed_seconds: Math.round(seedSeconds * 10) / 10,
      start_date: startDate,
      rows_returned: rows,
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
  const name = `brigade_bench_week_${process.pid}_${customers}`;
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
    name: 'week-customers',
    description:
      'GET /api/v1/week/customers?start_date=<default week> as SUPER, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: requests,
    results,
  };
}
