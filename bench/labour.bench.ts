/**
 * The labour figures (issue 20) as the AP SUPER demo user at BENCH_CUSTOMERS demo customers (default 2,000, with
 * demo mode's 104 weeks of history and the demo employees' hours over them), on embedded PGlite and, when it
 * answers, on PostgreSQL: GET /api/v1/labour/overall and /labour/employees over the 104 weeks up to the current
 * week, and overall over the default 12 weeks.
 *
 * overall sums hours per week and kind in SQL and counts the meals the kitchen made per date over the whole
 * range (the production module's meals produced: five reads of orders, overrides, bags and slots, then each
 * order worked out once); employees is one GROUP BY per week and employee. Server time is Fastify's
 * reply.elapsedTime; requests one at a time; p50/p99 over BENCH_LABOUR_REQUESTS (default 30) after 3 warm-ups.
 */
import { currentWeekMonday } from '@brigade/domain/analytics/analytics-range';
import { addDays } from '@brigade/domain/calendar/iso-date';
import type { LabourByEmployee, LabourOverall } from '@brigade/domain/schemas/labour';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const options = {
  requests: Number(process.env.BENCH_LABOUR_REQUESTS ?? 30),
  budgetSeconds: Number(process.env.BENCH_LABOUR_SECONDS ?? 60),
  minRequests: 10,
  warmUp: 3,
};
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000').split(',').map(Number);

async function measure(customers: number, databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'labour', databaseUrl, demoCustomers: customers });
  try {
    const cookie = await demoLogin(server.url, 'super');
    const to = currentWeekMonday(new Date());
    const long = `?from=${addDays(to, -103 * 7)}&to=${to}`;
    const time = async (path: string) => {
      const target = `${server.url}/api/v1${path}`;
      return timeRequests(server, () => fetch(target, { headers: { cookie } }), options);
    };
    const overall = async (query: string) => {
      const timed = await time(`/labour/overall${query}`);
      const body = JSON.parse(timed.firstBody) as LabourOverall;
      return {
        weeks: body.rows.length,
        hours: body.total.hours,
        meals: body.total.meals,
        meals_per_hour: body.total.meals_per_hour,
        ...timedResult(timed),
      };
    };
    const employees = async (query: string) => {
      const timed = await time(`/labour/employees${query}`);
      const body = JSON.parse(timed.firstBody) as LabourByEmployee;
      return { rows: body.rows.length, employees: body.employees.length, ...timedResult(timed) };
    };
    return {
      customers,
      seed_seconds: server.seedSeconds,
      overall_104_weeks: await overall(long),
      employees_104_weeks: await employees(long),
      overall_12_weeks: await overall(''),
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'labour',
    description:
      'GET /api/v1/labour/overall and /labour/employees as SUPER over 104 weeks (and overall over the default 12), requests one at a time; server time = Fastify reply.elapsedTime',
    requests_per_size: options.requests,
    results: await perDatabaseAndSize('labour', sizes, measure),
  };
}
