#!/usr/bin/env node
// Starts the real server on a fresh embedded database for the end-to-end tests and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'brigade-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
// The recipe-data service cannot be reached from here: a loopback stand-in answers as it documents.
const stubPort = String(port + 1000);
const stub = spawn(process.execPath, ['--import', 'tsx', 'apps/web/e2e/recipe-data-service.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RECIPE_DATA_STUB_PORT: stubPort },
});
// The subscription service (Appstle) likewise: its stand-in with a few contracts (subscriptions.spec).
const subscriptionPort = String(port + 1001);
const subscriptionStub = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/web/e2e/subscription-service.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SUBSCRIPTION_STUB_PORT: subscriptionPort },
  },
);
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every spec logs in per role from one address; the login limit itself is covered by the server tests.
    LOGIN_RATE_LIMIT_MAX: '10000',
    RECIPE_DATA_URL: `http://127.0.0.1:${stubPort}/`,
    RECIPE_DATA_KEY: 'e2e-key',
    // Shop orders arrive by signed webhooks (shop.spec); the admin links point at this shop.
    SHOP_WEBHOOK_SECRET: 'e2e-shop-webhook-secret-0001',
    SHOP_URL: 'https://brigade-e2e.myshopify.com',
    // The subscription tool reads the stand-in's contracts (apps/web/e2e/subscription-contracts.ts).
    APPSTLE_URL: `http://127.0.0.1:${subscriptionPort}`,
    APPSTLE_KEY: 'e2e-appstle-key',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  stub.kill('SIGTERM');
  subscriptionStub.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  stub.kill('SIGTERM');
  subscriptionStub.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
