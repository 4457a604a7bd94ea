/**
 * How long Brigade takes to start (issue 22): `npm run build` (the web app, as `npm start` runs it first), the
 * server's first start on an empty data folder (migrations and the demo data, until it prints its address and
 * until health answers), and a start on that existing database (`npm run serve`, until health answers), each
 * BENCH_START_RUNS times (default 3) on the embedded database. The server runs as `npm run serve` does
 * (`node --import tsx apps/server/src/main.ts`). Goals (not asserted): health ≤ 3 s on an existing database;
 * `npm start` on a fresh clone prints its address ≤ 30 s.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { timingStats } from './lib.ts';

const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const port = Number(process.env.BENCH_START_PORT ?? 3977);
const root = new URL('../', import.meta.url).pathname;

/** Starts the server on `dataDir`; resolves when health answers, with the seconds to the address line and to health. */
async function startOnce(dataDir: string): Promise<{ address_s: number; health_s: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let address_s = NaN;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (Number.isNaN(address_s) && output.includes(`:${port}`))
      address_s = (performance.now() - started) / 1000;
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output.slice(-2000)}`);
      if ((performance.now() - started) / 1000 > 900) throw new Error('no health after 900 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return { address_s, health_s: (performance.now() - started) / 1000 };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const seconds = (values: number[]) => timingStats(values, 2);

export async function run() {
  const build: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
    build.push((performance.now() - started) / 1000);
  }
  const fresh: { address_s: number; health_s: number }[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-bench-start-'));
    try {
      fresh.push(await startOnce(dataDir));
      existing.push((await startOnce(dataDir)).health_s);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.error(JSON.stringify({ fresh: fresh.at(-1), existing: existing.at(-1) }));
  }
  return {
    name: 'start',
    description:
      'npm run build; the server on an empty data folder (embedded database, demo data) until it prints its address and until health answers; again on that database until health answers',
    runs,
    build_s: seconds(build),
    fresh_address_s: seconds(fresh.map((f) => f.address_s)),
    fresh_health_s: seconds(fresh.map((f) => f.health_s)),
    existing_health_s: seconds(existing),
  };
}
