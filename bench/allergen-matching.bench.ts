/**
 * Allergen matching of one day's menu (`POST /api/v1/recipes/allergen-matches`): eight demo recipes, one per meal
 * type, against the customers delivered that day, with 2,000 and 10,000 demo customers (seed/customers-demo.ts;
 * the recipes are seed/recipes-demo.ts), as a logged-in SUPER_CHEF, on embedded PGlite and, when it answers,
 * on PostgreSQL. The day is the Wednesday of the default week (inside the seed's weeks, so it has orders).
 *
 * Server time is Fastify's reply.elapsedTime (first hook to the response sent, serialisation included), read
 * from its "request completed" log lines. Requests run one at a time; p50/p99 over BENCH_MATCH_REQUESTS
 * (default 100) after a warm-up, or fewer (at least 20) when they take more than BENCH_MATCH_SECONDS (default
 * 120) per size.
 */
import { addDays } from '@brigade/domain/calendar/iso-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { AllergenMatchResponse } from '@brigade/domain/schemas/allergen-matching';
import { inArray } from 'drizzle-orm';
import { recipes } from '../apps/server/src/db/schema/recipes.ts';
import { demoLogin, perDatabaseAndSize, startBenchServer, timedResult, timeRequests } from './lib.ts';

const requests = Number(process.env.BENCH_MATCH_REQUESTS ?? 100);
const budgetSeconds = Number(process.env.BENCH_MATCH_SECONDS ?? 120);
const minRequests = 20;
const warmUp = 3;
const sizes = (process.env.BENCH_CUSTOMERS ?? '2000,10000').split(',').map(Number);

/** One demo recipe per meal type: breakfast, shot, lunch, dressing, treat, power shake, dinner, other. */
export const dayMenu = [
  'Overnight oats with blueberries',
  'Ginger lemon shot',
  'Quinoa chickpea salad',
  'Lemon olive oil vinaigrette',
  'Banana bread',
  'Berry protein shake',
  'Chicken curry with rice',
  'Hummus with vegetable sticks',
];

interface SizeResult extends ReturnType<typeof timedResult> {
  customers: number;
  seed_seconds: number;
  date: string;
  customers_checked: number;
  rows_with_matches: number;
}

async function measure(customers: number, databaseUrl?: string): Promise<SizeResult> {
  const server = await startBenchServer({ prefix: 'match', databaseUrl, demoCustomers: customers });
  try {
    const menu = await server.database.db
      .select({ id: recipes.recipeId, name: recipes.name })
      .from(recipes)
      .where(inArray(recipes.name, dayMenu));
    const recipeIds = dayMenu.map((name) => menu.find((r) => r.name === name)!.id);
    const cookie = await demoLogin(server.url, 'superchef');
    const date = addDays(defaultWeekMonday(new Date()), 2);
    const body = JSON.stringify({ recipe_ids: recipeIds, date });

    const send = () =>
      fetch(`${server.url}/api/v1/recipes/allergen-matches`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      });
    const timed = await timeRequests(server, send, { requests, warmUp, minRequests, budgetSeconds });
    const parsed = JSON.parse(timed.firstBody) as AllergenMatchResponse;
    return {
      customers,
      seed_seconds: server.seedSeconds,
      date,
      customers_checked: parsed.customers_checked,
      rows_with_matches: parsed.matches.length,
      ...timedResult(timed),
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  return {
    name: 'allergen-matching',
    description:
      "POST /api/v1/recipes/allergen-matches: one day's menu (8 demo recipes, one per meal type) against the customers delivered that Wednesday, as SUPER_CHEF, requests one at a time; server time = Fastify reply.elapsedTime",
    menu: dayMenu,
    requests_per_size: requests,
    results: await perDatabaseAndSize('match', sizes, measure),
  };
}
