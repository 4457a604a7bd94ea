/**
 * A day's consignments (`GET /api/v1/logistics/consignments/:team/:date/:identifier`, ADR 065) as a logged-in
 * SUPER AP user, with 2,000 and 10,000 demo customers (seed/customers-demo.ts), on embedded PGlite and, when it
 * answers, on PostgreSQL. Goal (not asserted): at most 300 ms server time at 10,000 customers on PostgreSQL.
 *
 * The date is the Monday–Friday date of the default week with the most bags (`GET /logistics/bags` of that
 * week, read once, unmeasured); team `default`, the afternoon (PM-0) and the morning (AM-0). Every read plans
 * the whole date (all teams' bags, their matches and places), so both periods cost about the same.
 *
 * The server runs as in production: answers built exactly to their schema are sent unchecked (RESPONSE_CHECK=false,
 * ADR 072). The demo customers get only their own 4 past weeks of history: a future date's plan reads none.
 *
 * Server time is Fastify's reply.elapsedTime read from its "request completed" log lines; requests run one at a
 * time; p50/p99 over BENCH_CONSIGNMENTS_REQUESTS (default 200) after a warm-up, or fewer (at least 30) when they
 * take more than BENCH_CONSIGNMENTS_SECONDS (default 120) per size and period.
 */
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import type { ConsignmentsResponse, LogisticsBagsWeek } from '@brigade/domain/schemas/logistics';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_CONSIGNMENTS_REQUESTS ?? 200),
  budgetSeconds: Number(process.env.BENCH_CONSIGNMENTS_SECONDS ?? 120),
  minRequests: 30,
  warmUp: 5,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);
const team = 'default';

/** The Monday–Friday date of the default week with the most bags (all teams), and that number. */
async function busiestDay(url: string, cookie: string): Promise<{ date: IsoDate; bags: number }> {
  const monday = defaultWeekMonday(new Date());
  const response = await fetch(`${url}/api/v1/logistics/bags?start_date=${monday}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`bags: ${response.status} ${await response.text()}`);
  const week = (await response.json()) as LogisticsBagsWeek;
  const weekdays = new Set([0, 1, 2, 3, 4].map((n) => addDays(monday, n)));
  let busiest = { date: monday, bags: 0 };
  for (const day of week.days)
    if (weekdays.has(day.date as IsoDate) && day.bags.length > busiest.bags)
      busiest = { date: day.date as IsoDate, bags: day.bags.length };
  return busiest;
}

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({
    prefix: 'consignments',
    databaseUrl,
    demoCustomers: customers,
    demoWeeksHistory: 4,
    env: { RESPONSE_CHECK: 'false' },
  });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const day = await busiestDay(server.url, cookie);

    const period = async (identifier: 'PM-0' | 'AM-0') => {
      const target = `${server.url}/api/v1/logistics/consignments/${team}/${day.date}/${identifier}`;
      const timed = await timeRequests(server, () => fetch(target, { headers: { cookie } }), options);
      const body = JSON.parse(timed.firstBody) as ConsignmentsResponse;
      return {
        consignments_returned: body.consignments.length,
        bags_returned: body.totals.couriers.reduce((sum, c) => sum + c.bags, 0),
        unplaced_returned: body.unplaced.length,
        ...timedResult(timed),
      };
    };

    return {
      customers,
      seed_seconds: server.seedSeconds,
      team,
      date: day.date,
      day_bags: day.bags,
      pm_0: await period('PM-0'),
      am_0: await period('AM-0'),
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'consignments',
    description:
      'GET /api/v1/logistics/consignments/default/<busiest Mon–Fri date of the default week>/{PM-0,AM-0} as SUPER, requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: options.requests,
    results: await perDatabaseAndSize('consignments', sizes, measure),
  };
}
