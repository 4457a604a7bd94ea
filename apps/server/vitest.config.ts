import { defineConfig } from 'vitest/config';

// Integration tests run against one migrated database made once in global setup (PGlite dump, or PostgreSQL
// template databases when TEST_DATABASE_URL is set); each test file gets a fresh copy.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts need a real server (several instances, LISTEN/NOTIFY): they run in the PostgreSQL pass.
    // *.pglite.test.ts are about the embedded database itself (its data folder): they run in the PGlite pass.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/*.pglite.test.ts', '**/node_modules/**']
      : ['**/*.postgres.test.ts', '**/node_modules/**'],
    env: { TZ: 'UTC' },
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
