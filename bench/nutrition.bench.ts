/**
 * Nutrition analysis of every demo recipe (seed/recipes-demo-data.ts):
 * - the domain function `analyseRecipe` on the seed's data, in process: time of one pass over all recipes and
 *   per recipe, over BENCH_NUTRITION_PASSES passes (default 2000) after a warm-up;
 * - the endpoint `GET /api/v1/recipes/:id/analysis` on embedded PGlite (and PostgreSQL when it answers): the
 *   first call of each recipe (computes and stores the analysis) and then BENCH_NUTRITION_ROUNDS rounds
 *   (default 10) over all recipes (inputs unchanged: nothing is written again). Server time = Fastify
 *   reply.elapsedTime from its "request completed" log lines; requests one at a time.
 */
import { analyseRecipe, type AnalysisLine } from '@brigade/domain/nutrition/analyse-recipe';
import { asc } from 'drizzle-orm';
import { recipes } from '../apps/server/src/db/schema/recipes.ts';
import { demoIngredients, demoRecipes } from '../apps/server/src/seed/recipes-demo-data.ts';
import { demoLogin, onScratchPostgres, postgresAnswers, startBenchServer, timingStats } from './lib.ts';

const passes = Number(process.env.BENCH_NUTRITION_PASSES ?? 2000);
const rounds = Number(process.env.BENCH_NUTRITION_ROUNDS ?? 10);

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function demoLines(): AnalysisLine[][] {
  const byName = new Map(demoIngredients.map((i) => [i.name, i]));
  return demoRecipes.map((recipe) =>
    recipe.lines.map(([name, quantity, unit, , clientFacingName]) => {
      const i = byName.get(name)!;
      const n = i.nutrients!;
      return {
        name,
        client_facing_name: clientFacingName ?? '',
        quantity,
        unit,
        ingredient: {
          name,
          energy_kcal: n[0],
          fat_g: n[1],
          saturated_fat_g: n[2],
          carbohydrates_g: n[3],
          sugars_g: n[4],
          fibre_g: n[5],
          protein_g: n[6],
          sodium_mg: n[7],
          density_g_per_ml: i.density ?? null,
          grams_per_piece: i.piece ?? null,
        },
      };
    }),
  );
}

function domain() {
  const all = demoLines();
  for (let i = 0; i < 200; i++) for (const lines of all) analyseRecipe(lines);
  const passMs: number[] = [];
  for (let i = 0; i < passes; i++) {
    const started = performance.now();
    for (const lines of all) analyseRecipe(lines);
    passMs.push(performance.now() - started);
  }
  return {
    recipes: all.length,
    lines: all.reduce((n, lines) => n + lines.length, 0),
    passes,
    all_recipes_ms: timingStats(passMs, 3),
    per_recipe_us: round((passMs.reduce((a, b) => a + b, 0) / passes / all.length) * 1000, 2),
  };
}

async function endpoint(databaseUrl?: string) {
  const server = await startBenchServer({ prefix: 'nutrition', databaseUrl, demoCustomers: 0 });
  try {
    const ids = (
      await server.database.db.select({ id: recipes.recipeId }).from(recipes).orderBy(asc(recipes.recipeId))
    ).map((r) => r.id);
    const cookie = await demoLogin(server.url, 'superchef');
    const get = async (id: number) => {
      const response = await fetch(`${server.url}/api/v1/recipes/${id}/analysis`, { headers: { cookie } });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`analysis ${id} failed: ${response.status} ${text}`);
    };
    const times = server.serverTimes;
    times.length = 0;
    for (const id of ids) await get(id);
    await server.settle();
    const first = [...times];
    times.length = 0;
    for (let r = 0; r < rounds; r++) for (const id of ids) await get(id);
    await server.settle();
    return {
      recipes: ids.length,
      first_call_server_ms: timingStats(first),
      repeat_calls: times.length,
      repeat_server_ms: timingStats(times),
    };
  } finally {
    await server.close();
  }
}

export async function run() {
  const fn = domain();
  console.error(`domain: ${JSON.stringify(fn)}`);
  const endpoints: Record<string, unknown> = { pglite: await endpoint() };
  console.error(`pglite: ${JSON.stringify(endpoints.pglite)}`);
  if (await postgresAnswers()) {
    endpoints.postgres = await onScratchPostgres('nutrition', endpoint);
    console.error(`postgres: ${JSON.stringify(endpoints.postgres)}`);
  }
  return {
    name: 'nutrition',
    description:
      'analyseRecipe over all demo recipes (in process), and GET /api/v1/recipes/:id/analysis for each demo recipe as SUPER_CHEF (first call computes and stores; repeats find the inputs unchanged); server time = Fastify reply.elapsedTime',
    domain: fn,
    endpoint: endpoints,
  };
}
