/**
 * An authenticated read of one allergen through Brigade's whole stack (session lookup, access policy, helmet,
 * rate limit, zod serialisation) against a bare Fastify route doing the same SELECT, on the same database,
 * in one run — on embedded PGlite and, when it answers, on PostgreSQL; each with the session cache off and on
 * (SESSION_CACHE_SECONDS 0 and 5, ADR 079). Goal of issue 22 (not asserted): Brigade ≥ 0.6 of the bare route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { findById } from '../apps/server/src/modules/allergens/repository.ts';
import { load, postgresAnswers, type LoadResult } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(kind: 'pglite' | 'postgres', databaseUrl?: string, sessionCacheSeconds = 5) {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    SESSION_CACHE_SECONDS: String(sessionCacheSeconds),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  const bare = Fastify();
  bare.get<{ Params: { id: string } }>('/bare/allergens/:id', async (req) =>
    findById(database.db, Number(req.params.id)),
  );
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${appUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'AP', username: 'super', password: 'super-demo-2026' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const probe = await fetch(`${appUrl}/api/v1/allergens/1`, { headers: { cookie } });
    if (probe.status !== 200) throw new Error(`read failed: ${probe.status}`);

    const bareResult = await load(`${bareUrl}/bare/allergens/1`, {}, seconds);
    const brigade = await load(`${appUrl}/api/v1/allergens/1`, { cookie }, seconds);
    return {
      database: kind,
      session_cache_seconds: sessionCacheSeconds,
      bare: bareResult,
      brigade,
      ratio: ratio(brigade, bareResult),
    };
  } finally {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ratio = (a: LoadResult, b: LoadResult) =>
  Math.round((a.requests_per_second / b.requests_per_second) * 100) / 100;

export async function run() {
  // Each database with the session cache off (every request reads its session) and on (ADR 079), in one run.
  const results = [await measure('pglite', undefined, 0), await measure('pglite')];
  if (await postgresAnswers()) {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const name = `brigade_bench_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = `postgres://postgres@127.0.0.1:5432/${name}`;
      results.push(await measure('postgres', url, 0), await measure('postgres', url));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  return {
    name: 'allergen-read',
    description:
      'GET /api/v1/allergens/1 with a session cookie vs a bare Fastify route doing the same SELECT',
    connections: 10,
    seconds,
    results,
  };
}
