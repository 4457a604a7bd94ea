import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export interface LoadResult {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

/** One autocannon run against a URL on this machine (loopback only), after a short warm-up. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const r = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requests_per_second: Math.round(r.requests.average),
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
    requests: r.requests.total,
    non_2xx: r.non2xx,
    errors: r.errors,
  };
}

/** True when a PostgreSQL server answers on 127.0.0.1:5432. */
export async function postgresAnswers(): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** p50, p99, min, max and mean of timings in ms. */
export function timingStats(values: readonly number[], digits = 1) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), digits),
    p99: round(percentile(sorted, 99), digits),
    min: round(sorted[0]!, digits),
    max: round(sorted.at(-1)!, digits),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length, digits),
  };
}

/**
 * A real Brigade server on a scratch data folder (and `databaseUrl` when given), with demo data, logging every
 * request: `serverTimes` collects Fastify's reply.elapsedTime of each 2xx ("request completed" log lines), the
 * server's own measure (serialisation included). `close` stops it and removes the folder.
 */
export async function startBenchServer(options: {
  prefix: string;
  databaseUrl?: string | undefined;
  demoCustomers: number;
  /** Weeks of demo history (the server's default, 104, when absent; 4 = only the demo's own past weeks). */
  demoWeeksHistory?: number;
  env?: Record<string, string>;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), `brigade-bench-${options.prefix}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    ...options.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const serverTimes: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('request completed')) continue;
        const entry = JSON.parse(line) as { responseTime?: number; res?: { statusCode?: number } };
        const status = entry.res?.statusCode ?? 0;
        if (status >= 200 && status < 300 && entry.responseTime !== undefined)
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
    demoCustomers: options.demoCustomers,
    ...(options.demoWeeksHistory === undefined ? {} : { demoWeeksHistory: options.demoWeeksHistory }),
    logger: { level: 'info', stream },
  });
  const seedSeconds = Math.round((performance.now() - seeding) / 100) / 10;
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    serverTimes,
    seedSeconds,
    /** Lets the last log line leave the stream's buffer before the times are read. */
    settle: () => new Promise((resolve) => setImmediate(resolve)),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in; the session cookie to send. */
export async function demoLogin(url: string, username: 'super' | 'superchef'): Promise<string> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'AP', username, password: `${username}-demo-2026` }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Runs `work` on a throw-away PostgreSQL database of the server on 127.0.0.1:5432, dropped afterwards. */
export async function onScratchPostgres<T>(
  name: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const database = `brigade_bench_${name}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${database}`);
  try {
    return await work(`postgres://postgres@127.0.0.1:5432/${database}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/** `measure` at each size on PGlite, then on PostgreSQL when it answers; each result is printed as it comes. */
export async function perDatabaseAndSize<R>(
  name: string,
  sizes: readonly number[],
  measure: (size: number, databaseUrl?: string) => Promise<R>,
) {
  const results: { database: 'pglite' | 'postgres'; sizes: R[] }[] = [];
  const pglite: R[] = [];
  for (const size of sizes) {
    pglite.push(await measure(size));
    console.error(`pglite ${size}: ${JSON.stringify(pglite.at(-1))}`);
  }
  results.push({ database: 'pglite', sizes: pglite });
  if (await postgresAnswers()) {
    const postgres: R[] = [];
    for (const size of sizes) {
      postgres.push(await onScratchPostgres(`${name}_${size}`, (databaseUrl) => measure(size, databaseUrl)));
      console.error(`postgres ${size}: ${JSON.stringify(postgres.at(-1))}`);
    }
    results.push({ database: 'postgres', sizes: postgres });
  }
  return results;
}

export interface TimedRequests {
  /** The body of the first answer (a warm-up one), to describe what was measured. */
  firstBody: string;
  requests: number;
  server_ms: ReturnType<typeof timingStats>;
  round_trip_ms: { p50: number; p99: number };
}

/** What a size's result ends with: the size of the answer, then the requests measured and their times. */
export function timedResult(timed: TimedRequests) {
  return {
    response_kb: Math.round(Buffer.byteLength(timed.firstBody) / 1024),
    requests: timed.requests,
    server_ms: timed.server_ms,
    round_trip_ms: timed.round_trip_ms,
  };
}

/**
 * Sends `send()` one request at a time: `warmUp` unmeasured, then up to `requests` measured, stopping early
 * (after at least `minRequests`) once `budgetSeconds` have passed. Any answer but `expect` (default 200) throws.
 * Server time is the server's own (its "request completed" log lines), round trip the client's.
 */
export async function timeRequests(
  server: Pick<Awaited<ReturnType<typeof startBenchServer>>, 'serverTimes' | 'settle'>,
  send: () => Promise<Response>,
  options: { requests: number; warmUp: number; minRequests: number; budgetSeconds: number; expect?: number },
): Promise<TimedRequests> {
  const expected = options.expect ?? 200;
  let firstBody = '';
  const roundTrips: number[] = [];
  let measuring = 0;
  for (let i = 0; i < options.warmUp + options.requests; i++) {
    if (i === options.warmUp) {
      server.serverTimes.length = 0;
      measuring = performance.now();
    }
    const measured = i - options.warmUp;
    if (measured >= options.minRequests && performance.now() - measuring > options.budgetSeconds * 1000)
      break;
    const started = performance.now();
    const response = await send();
    const body = await response.text();
    if (response.status !== expected) throw new Error(`${response.status} ${body.slice(0, 300)}`);
    if (i >= options.warmUp) roundTrips.push(performance.now() - started);
    if (i === 0) firstBody = body;
  }
  await server.settle();
  const trips = roundTrips.sort((a, b) => a - b);
  return {
    firstBody,
    requests: server.serverTimes.length,
    server_ms: timingStats(server.serverTimes),
    round_trip_ms: { p50: round(percentile(trips, 50), 1), p99: round(percentile(trips, 99), 1) },
  };
}
