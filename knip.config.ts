import type { KnipConfig } from 'knip';

// Dead code, unused dependencies and unlisted ones, checked by `npm run lint` (ADR 016). Entries are what runs
// from outside: processes, CLIs, configs, tests; everything else must be reachable from them.
const config: KnipConfig = {
  // An export used in its own file is not dead (an api/ file's fetcher serves its hook); one used nowhere is.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.bench.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', 'eslint-rules/**/*.{js,cjs}'],
      // bench/ measures the server with the server's own packages (same versions, hoisted by the workspaces),
      // and `npm run db:generate` runs the server workspace's drizzle-kit.
      ignoreDependencies: ['drizzle-orm', 'fastify', 'pg'],
      ignoreBinaries: ['drizzle-kit'],
    },
    'packages/domain': {
      // package.json exports every file (./*): report the exports no workspace uses, not only unused files.
      includeEntryExports: true,
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts!'],
    },
    'apps/server': {
      // The seed CLI is a production entry: demo mode runs it; so are the operators' CLIs (backup, docs:config).
      entry: ['src/seed/cli.ts!', 'src/ops/*-cli.ts!'],
      project: ['src/**/*.ts!', '!src/**/test-*.ts!', '!src/integrations/*/*-stub.ts!', 'test/**/*.ts'],
      // The log transport is named by a string in main.ts; the two @types describe test-only packages that ship
      // none of their own (knip counts them unused).
      ignoreDependencies: ['pino-pretty', '@types/mailparser', '@types/smtp-server'],
    },
    'apps/web': {
      // The recipe-data and subscription stand-ins are started by scripts/e2e-server.mjs; the service worker is
      // served as is.
      entry: ['public/sw.js!', 'e2e/recipe-data-service.ts', 'e2e/subscription-service.ts', 'scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx}!', '!src/test/**!', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    },
  },
};

export default config;
