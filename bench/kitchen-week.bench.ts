/**
 * The kitchen's week with 2,000 and 10,000 demo customers, as a logged-in SUPER_CHEF, on embedded
 * PGlite and, when it answers, on PostgreSQL. The demo kitchen seed assigns recipes to every meal slot of the
 * default week, so its days have counts, matches and shopping lines.
 *
 * - day view: what /week/recipes loads for a day — the week's counts (`GET /production/weeks`) and Monday's
 *   allergen and warning matches (`GET /production/days/{monday}/matches`), each timed on its own;
 * - shopping list of a week: `POST /shopping-lists` for Monday–Friday (recipes × portions of five days,
 *   converted, merged and grouped by supplier, then stored and written to the object store).
 *
 * Server time is Fastify's reply.elapsedTime read from its "request completed" log lines; requests run one at a
 * time; p50/p99 over BENCH_KITCHEN_REQUESTS (default 100) after a warm-up, or fewer (at least 20) when a size
 * takes more than BENCH_KITCHEN_SECONDS (default 90) per endpoint.
 */
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { ProductionDayMatches, ProductionWeek } from '@brigade/domain/schemas/production';
import { demoLogin, perDatabaseAndSize, startBenchServer, timeRequests, type TimedRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_KITCHEN_REQUESTS ?? 100),
  budgetSeconds: Number(process.env.BENCH_KITCHEN_SECONDS ?? 90),
  minRequests: 20,
  warmUp: 3,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

const timing = ({ firstBody: _body, ...rest }: TimedRequests) => rest;
const kb = (body: string) => Math.round(Buffer.byteLength(body) / 1024);

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'kitchen', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'superchef');
    const monday = defaultWeekMonday(new Date());
    const get = (path: string) => () => fetch(`${server.url}/api/v1${path}`, { headers: { cookie } });

    const week = await timeRequests(server, get(`/production/weeks?start_date=${monday}`), options);
    const weekBody = JSON.parse(week.firstBody) as ProductionWeek;
    const matches = await timeRequests(server, get(`/production/days/${monday}/matches`), options);
    const matchBody = JSON.parse(matches.firstBody) as ProductionDayMatches;

    const dates = Array.from({ length: 5 }, (_, i) => addDays(monday, i));
    const list = await timeRequests(
      server,
      () =>
        fetch(`${server.url}/api/v1/shopping-lists`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'bench', dates }),
        }),
      { ...options, expect: 201 },
    );
    const created = JSON.parse(list.firstBody) as { shopping_list_id: number };
    const detail = await (await get(`/shopping-lists/${created.shopping_list_id}`)()).text();
    const lines = (JSON.parse(detail) as { groups: { lines: unknown[] }[] }).groups.reduce(
      (sum, g) => sum + g.lines.length,
      0,
    );

    const monday0 = weekBody.days[0]!;
    return {
      customers,
      seed_seconds: server.seedSeconds,
      monday,
      day_view: {
        monday_orders: monday0.totals.totalOrderCount,
        monday_slots: monday0.slots.length,
        week: { response_kb: kb(week.firstBody), ...timing(week) },
        matches: {
          customers_checked: matchBody.customers_checked,
          customer_matches: matchBody.slots.reduce((sum, s) => sum + s.matches.length, 0),
          response_kb: kb(matches.firstBody),
          ...timing(matches),
        },
      },
      shopping_list_week: { dates: dates.length, lines, response_kb: kb(detail), ...timing(list) },
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'kitchen-week',
    description:
      'The kitchen week as SUPER_CHEF, requests one at a time: the day view (GET /production/weeks of the default week; GET /production/days/{monday}/matches) and the shopping list of the week (POST /shopping-lists for Mon–Fri); server time = Fastify reply.elapsedTime',
    requests_per_endpoint: options.requests,
    results: await perDatabaseAndSize('kitchen', sizes, measure),
  };
}
