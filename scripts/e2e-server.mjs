#!/usr/bin/env node
// Starts the real server on a fresh embedded database for the end-to-end tests and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'brigade-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every spec logs in per role from one address; the login limit itself is covered by the server tests.
    LOGIN_RATE_LIMIT_MAX: '10000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
