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
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
// A slow endpoint stops after this many seconds per size (at least 30 requests), so a run stays bounded.
const budgetSeconds = Number(process.env.BENCH_WEEK_SECONDS ?? 150);
const minRequests = 30;
const warmUp = 5;
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

interface SizeResult extends ReturnType<typeof timedResult> {
  customers: number;
  seed_seconds: number;
  start_date: string;
  rows_returned: number;
}

async function measure(customers: number, databaseUrl?: string): Promise<SizeResult> {
  const server = await startBenchServer({ prefix: 'week', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    // The week the screen opens on (the default week): inside the seed's weeks, so it has orders.
    const startDate = defaultWeekMonday(new Date());
    const target = `${server.url}/api/v1/week/customers?start_date=${startDate}`;

    const timed = await timeRequests(server, () => fetch(target, { headers: { cookie } }), {
      requests,
      warmUp,
      minRequests,
      budgetSeconds,
    });
    return {
      customers,
      seed_seconds: server.seedSeconds,
      start_date: startDate,
      rows_returned: (JSON.parse(timed.firstBody) as { rows: unknown[] }).rows.length,
      ...timedResult(timed),
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
