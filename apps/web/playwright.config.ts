import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium, headless, with the flags this machine's closed network needs (STACK-NOTES). */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // On CI's two cores the browser workers, the server and its PDF jobs share the CPU: a cold screen's first
  // load (about 80 chunks and the session check, no signed-in hint for an API login) measured 2–4 s on a
  // quiet machine and over 7 s under that load. The allowances are for the machine; what is asserted is not
  // loosened.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    timezoneId: 'Europe/Zurich',
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /version\.spec/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Drivers use phones: the specs tagged @phone run again at phone size.
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: /version\.spec/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    // A version broadcast reaches every open page, so it runs after the others.
    {
      name: 'broadcast',
      testMatch: /version\.spec/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // Seeding the demo data takes ~2.5 min when the machine's cores are shared (several helpers at once).
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
