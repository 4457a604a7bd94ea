/**
 * The food and delivery analytics (`GET /api/v1/analytics/food/*` and `/analytics/delivery/*`, issue 20) as the
 * AP SUPER demo user over 104 weeks of demo history (demo mode's default) at BENCH_CUSTOMERS demo customers
 * (default 2,000), on embedded PGlite and, when it answers, on PostgreSQL. Each endpoint is asked for the 104
 * weeks up to this week. Server time is Fastify's reply.elapsedTime; requests one at a time; p50/p99 over
 * BENCH_KA_REQUESTS (default 15) after 2 warm-up requests, or fewer (at least 5) past BENCH_KA_SECONDS (30).
 */
import { loadavg } from 'node:os';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { currentWeekMonday } from '@brigade/domain/analytics/analytics-range';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_KA_REQUESTS ?? 15),
  budgetSeconds: Number(process.env.BENCH_KA_SECONDS ?? 30),
  minRequests: 5,
  warmUp: 2,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);
const endpoints = [
  'food/meals',
  'food/recipes',
  'food/ingredients',
  'food/ratings',
  'food/allergies',
  'delivery/weekly',
  'delivery/breakdown?by=zone',
  'delivery/breakdown?by=courier',
  'delivery/breakdown?by=pick_up_point',
  'delivery/breakdown?by=period',
  'delivery/reasons',
];

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({
    prefix: 'kitchen-analytics',
    databaseUrl,
    demoCustomers: customers,
  });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const to = currentWeekMonday(new Date());
    const from = addDays(to, -103 * 7);
    const results: Record<string, unknown> = {};
    // The machine's load (1, 5 and 15 minutes) before and after the requests: other work inflates the times.
    const load = { before: loadavg().map((l) => Math.round(l * 10) / 10), after: [] as number[] };
    for (const endpoint of endpoints) {
      const target = `${server.url}/api/v1/analytics/${endpoint}${endpoint.includes('?') ? '&' : '?'}from=${from}&to=${to}`;
      const timed = await timeRequests(server, () => fetch(target, { headers: { cookie } }), options);
      const body = JSON.parse(timed.firstBody) as { rows: unknown[] };
      results[endpoint] = { rows: body.rows.length, ...timedResult(timed) };
      console.error(
        `${databaseUrl ? 'postgres' : 'pglite'} ${endpoint}: ${JSON.stringify(results[endpoint])}`,
      );
    }
    load.after = loadavg().map((l) => Math.round(l * 10) / 10);
    return {
      customers,
      weeks: 104,
      from,
      to,
      seed_seconds: server.seedSeconds,
      load_average: load,
      endpoints: results,
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'kitchen-analytics',
    description:
      'GET /api/v1/analytics/food/* and /analytics/delivery/* as SUPER over the 104 weeks up to this week of demo history, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: options.requests,
    results: await perDatabaseAndSize('kitchen_analytics', sizes, measure),
  };
}
