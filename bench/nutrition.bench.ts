/**
 * Nutrition analysis of every demo recipe (seed/recipes-demo-data.ts):
 * - the domain function `analyseRecipe` on the seed's data, in process: time of one pass over all recipes and
 *   per recipe, over BENCH_NUTRITION_PASSES passes (default 2000) after a warm-up;
 * - the endpoint `GET /api/v1/recipes/:id/analysis` on embedded PGlite (and PostgreSQL when it answers): the
 *   first call of each recipe (computes and stores the analysis) and then BENCH_NUTRITION_ROUNDS rounds
 *   (default 10) over all recipes (inputs unchanged: nothing is written again). Server time = Fastify
 *   reply.elapsedTime from its "request completed" log lines; requests one at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { analyseRecipe, type AnalysisLine } from '@brigade/domain/nutrition/analyse-recipe';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { recipes } from '../apps/server/src/db/schema/recipes.ts';
import { demoIngredients, demoRecipes } from '../apps/server/src/seed/recipes-demo-data.ts';
import { postgresAnswers } from './lib.ts';

const passes = Number(process.env.BENCH_NUTRITION_PASSES ?? 2000);
const rounds = Number(process.env.BENCH_NUTRITION_ROUNDS ?? 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const stats = (values: number[], digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), digits),
    p99: round(percentile(sorted, 99), digits),
    max: round(sorted.at(-1)!, digits),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length, digits),
  };
};

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
    all_recipes_ms: stats(passMs, 3),
    per_recipe_us: round((passMs.reduce((a, b) => a + b, 0) / passes / all.length) * 1000, 2),
  };
}

async function endpoint(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-bench-nutrition-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    OBJECT_STORE_DIR: join(dataDir, 'objects'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const serverTimes: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('request completed')) continue;
        const entry = JSON.parse(line) as { responseTime?: number; res?: { statusCode?: number } };
        if (entry.res?.statusCode === 200 && entry.responseTime !== undefined)
          serverTimes.push(entry.responseTime);
      }
      done();
    },
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, demoCustomers: 0, logger: { level: 'info', stream } });
  try {
    const ids = (
      await database.db.select({ id: recipes.recipeId }).from(recipes).orderBy(asc(recipes.recipeId))
    ).map((r) => r.id);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'AP', username: 'superchef', password: 'superchef-demo-2026' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const get = async (id: number) => {
      const response = await fetch(`${url}/api/v1/recipes/${id}/analysis`, { headers: { cookie } });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`analysis ${id} failed: ${response.status} ${text}`);
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    serverTimes.length = 0;
    for (const id of ids) await get(id);
    await settle();
    const first = [...serverTimes];
    serverTimes.length = 0;
    for (let r = 0; r < rounds; r++) for (const id of ids) await get(id);
    await settle();
    return {
      recipes: ids.length,
      first_call_server_ms: stats(first),
      repeat_calls: serverTimes.length,
      repeat_server_ms: stats(serverTimes),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const name = `brigade_bench_nutrition_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await endpoint(`postgres://postgres@127.0.0.1:5432/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function run() {
  const fn = domain();
  console.error(`domain: ${JSON.stringify(fn)}`);
  const endpoints: Record<string, unknown> = { pglite: await endpoint() };
  console.error(`pglite: ${JSON.stringify(endpoints.pglite)}`);
  if (await postgresAnswers()) {
    endpoints.postgres = await onPostgres();
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
