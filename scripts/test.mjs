#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + server integration + web component tests (vitest), the server suite
// again on PostgreSQL when TEST_DATABASE_URL is set, then the web build and the end-to-end tests in Chromium.
// Ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.CI ? '0' : '1' };
const stages = [];
let passed = 0;
let failed = 0;

function run(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const stageEnv = { ...env, ...extraEnv };
  for (const [k, v] of Object.entries(stageEnv)) if (v === undefined) delete stageEnv[k];
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: stageEnv });
  const ok = r.status === 0;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const j = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: j.numPassedTests, failed: j.numFailedTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected };
}

/** A stage that fails counts its failing tests, or one failure when it failed without a failing test. */
function tally(ok, counts) {
  passed += counts.passed;
  failed += counts.failed > 0 ? counts.failed : ok ? 0 : 1;
}

tally(run('typecheck', 'npm', ['run', '--silent', 'typecheck']), { passed: 0, failed: 0 });
tally(run('lint', 'npm', ['run', '--silent', 'lint']), { passed: 0, failed: 0 });

const reporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const vitestJson = join(out, 'vitest.json');
// The first run is on PGlite whatever the environment says; PostgreSQL gets its own run below.
const onPglite = { TEST_DATABASE_URL: undefined };
tally(
  run(
    'server integration (PGlite) and web component tests',
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'web', ...reporters(vitestJson)],
    onPglite,
  ),
  vitestCounts(vitestJson),
);

// The domain's unit tests, with the coverage v8 reports for packages/domain.
const domainJson = join(out, 'vitest-domain.json');
tally(
  run('domain unit tests with coverage', 'npx', [
    'vitest',
    'run',
    '--project',
    'domain',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.include=packages/domain/src/**',
    '--coverage.exclude=**/*.test.ts',
    '--coverage.reporter=text-summary',
    `--coverage.reportsDirectory=${join(out, 'coverage')}`,
    ...reporters(domainJson),
  ]),
  vitestCounts(domainJson),
);

if (process.env.TEST_DATABASE_URL) {
  const pgJson = join(out, 'vitest-postgres.json');
  const ok = run('server integration tests on PostgreSQL', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    ...reporters(pgJson),
  ]);
  tally(ok, vitestCounts(pgJson));
} else {
  console.log('\n(TEST_DATABASE_URL unset: the server integration tests ran on PGlite only)');
}

const built = run('web build', 'npm', ['run', '--silent', 'build']);
tally(built, { passed: 0, failed: 0 });
if (built) {
  const e2eJson = join(out, 'e2e.json');
  const ok = run(
    'end-to-end tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    },
  );
  tally(ok, playwrightCounts(e2eJson));
}

console.log('\n=== summary');
for (const s of stages) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
