/**
 * The margins (`GET /api/v1/margins`, issue 19) as the AP SUPER demo user at BENCH_CUSTOMERS demo customers
 * (default 2,000), on embedded PGlite and, when it answers, on PostgreSQL: one week (the default week:
 * from = to) and the screen's default range (8 weeks up to the default week; the demo data has orders in the
 * last 6 of them and recipes assigned in the last 5).
 *
 * Each request prices every order of each week (The Week's rows, one week at a time), reads the kitchen days
 * of the weeks' dates and costs each week's recipes. Server time is Fastify's reply.elapsedTime read from its
 * "request completed" log lines; requests run one at a time; p50/p99 over BENCH_MARGINS_REQUESTS (default 50)
 * after 3 warm-up requests, or fewer (at least 20) when they take more than BENCH_MARGINS_SECONDS (default 90).
 */
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { MarginsResponse } from '@brigade/domain/schemas/margins';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_MARGINS_REQUESTS ?? 50),
  budgetSeconds: Number(process.env.BENCH_MARGINS_SECONDS ?? 90),
  minRequests: 20,
  warmUp: 3,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'margins', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const monday = defaultWeekMonday(new Date());

    const range = async (query: string) => {
      const target = `${server.url}/api/v1/margins${query}`;
      const timed = await timeRequests(server, () => fetch(target, { headers: { cookie } }), options);
      const body = JSON.parse(timed.firstBody) as MarginsResponse;
      return {
        from: body.from,
        to: body.to,
        weeks: body.weeks.length,
        orders: body.totals.orders,
        revenue_chf: body.totals.revenue,
        food_cost_chf: body.totals.food_cost,
        margin_pct: body.totals.margin_pct,
        ...timedResult(timed),
      };
    };

    return {
      customers,
      seed_seconds: server.seedSeconds,
      one_week: await range(`?from=${monday}&to=${monday}`),
      eight_weeks: await range(''),
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'margins',
    description:
      'GET /api/v1/margins as SUPER: one week (from = to = the default week) and the default 8 weeks up to it, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: options.requests,
    results: await perDatabaseAndSize('margins', sizes, measure),
  };
}
