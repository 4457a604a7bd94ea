/**
 * The customer, order and accounting analytics (`GET /api/v1/analytics/{customers,orders,accounting}/*`, issue 20) as the
 * AP SUPER demo user over 104 weeks of demo history (demo mode's default) at BENCH_CUSTOMERS demo customers
 * (default 2,000), on embedded PGlite and, when it answers, on PostgreSQL. Each endpoint is asked for the 104
 * weeks up to this week. Server time is Fastify's reply.elapsedTime; requests one at a time; p50/p99 over
 * BENCH_AN_REQUESTS (default 15) after 2 warm-up requests, or fewer (at least 5) past BENCH_AN_SECONDS (30).
 */
import { addDays } from '@brigade/domain/calendar/iso-date';
import { currentWeekMonday } from '@brigade/domain/analytics/analytics-range';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_AN_REQUESTS ?? 15),
  budgetSeconds: Number(process.env.BENCH_AN_SECONDS ?? 30),
  minRequests: 5,
  warmUp: 2,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);
const endpoints = [
  'customers/weekly',
  'customers/weeks-done',
  'customers/programme-mix',
  'customers/cohorts',
  'customers/weekly?programme=flex',
  'orders/weekly',
  'orders/trial-conversion',
  'orders/discount-codes',
  'orders/weekly/export.xlsx',
  'accounting/weekly',
  'accounting/ageing',
];

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({
    prefix: 'analytics',
    databaseUrl,
    demoCustomers: customers,
  });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const to = currentWeekMonday(new Date());
    const from = addDays(to, -103 * 7);
    const results: Record<string, unknown> = {};
    for (const endpoint of endpoints) {
      const target = `${server.url}/api/v1/analytics/${endpoint}${endpoint.includes('?') ? '&' : '?'}from=${from}&to=${to}`;
      const timed = await timeRequests(server, () => fetch(target, { headers: { cookie } }), options);
      const rows = endpoint.includes('/export.')
        ? null
        : (JSON.parse(timed.firstBody) as { rows: unknown[] }).rows.length;
      results[endpoint] = { rows, ...timedResult(timed) };
      console.error(
        `${databaseUrl ? 'postgres' : 'pglite'} ${endpoint}: ${JSON.stringify(results[endpoint])}`,
      );
    }
    return { customers, weeks: 104, from, to, seed_seconds: server.seedSeconds, endpoints: results };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'analytics',
    description:
      'GET /api/v1/analytics/{customers,orders,accounting}/* as SUPER over the 104 weeks up to this week of demo history, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: options.requests,
    results: await perDatabaseAndSize('analytics', sizes, measure),
  };
}
