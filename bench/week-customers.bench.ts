/**
 * The week screen's data (`GET /api/v1/week/customers?start_date=…`) as a logged-in SUPER user, with 2,000 and
 * 10,000 demo customers (seed/customers-demo.ts), on embedded PGlite and, when it answers, on PostgreSQL.
 *
 * Server time is the server's own measure: Fastify's reply.elapsedTime (first hook to the response sent,
 * serialisation included), read from its "request completed" log lines. Requests run one at a time, so no
 * request waits for another; p50/p99 over BENCH_REQUESTS requests (default 200) after a warm-up, or fewer (at
 * least 30) when they take more than BENCH_WEEK_SECONDS (default 150) per size.
 */
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { demoLogin, perDatabaseAndSize, percentile, startBenchServer, timingStats } from './lib.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
// A slow endpoint stops after this many seconds per size (at least 30 requests), so a run stays bounded.
const budgetSeconds = Number(process.env.BENCH_WEEK_SECONDS ?? 150);
const minRequests = 30;
const warmUp = 5;
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

const ms = (value: number) => Math.round(value * 10) / 10;

interface SizeResult {
  customers: number;
  seed_seconds: number;
  start_date: string;
  rows_returned: number;
  response_kb: number;
  requests: number;
  server_ms: ReturnType<typeof timingStats>;
  round_trip_ms: { p50: number; p99: number };
}

async function measure(customers: number, databaseUrl?: string): Promise<SizeResult> {
  const server = await startBenchServer({ prefix: 'week', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    // The week the screen opens on (spec §9 default week): inside the seed's weeks, so it has orders.
    const startDate = defaultWeekMonday(new Date());
    const target = `${server.url}/api/v1/week/customers?start_date=${startDate}`;

    let rows = 0;
    let bytes = 0;
    const roundTrips: number[] = [];
    let measuring = 0;
    for (let i = 0; i < warmUp + requests; i++) {
      if (i === warmUp) {
        server.serverTimes.length = 0;
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
    await server.settle();
    const trips = roundTrips.sort((a, b) => a - b);
    return {
      customers,
      seed_seconds: server.seedSeconds,
      start_date: startDate,
      rows_returned: rows,
      response_kb: Math.round(bytes / 1024),
      requests: server.serverTimes.length,
      server_ms: timingStats(server.serverTimes),
      round_trip_ms: { p50: ms(percentile(trips, 50)), p99: ms(percentile(trips, 99)) },
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'week-customers',
    description:
      'GET /api/v1/week/customers?start_date=<default week> as SUPER, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: requests,
    results: await perDatabaseAndSize('week', sizes, measure),
  };
}
