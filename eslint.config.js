import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import maxOwnLines from './eslint-rules/max-own-lines.js';

// Every layout message points at the decision record that explains the rules.
const why = 'see docs/decisions/016-lint-rules.md';

const tests = ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'apps/web/e2e/**', 'apps/server/test/**'];
// Seed data tables are long lists of rows by nature; the seed logic that uses them is not exempt.
const seedDataTables = ['apps/server/src/seed/*-data.ts', 'apps/server/src/seed/recipes-demo-ingredients.ts'];
const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];

// The parts of the layout the dependency policies speak about. A file belongs to the first element whose
// folder holds it, so the specific ones come first.
const serverModule = 'apps/server/src/modules/*';
const layout = {
  'boundaries/root-path': import.meta.dirname,
  'boundaries/elements': [
    { type: 'domain', pattern: 'packages/domain', partialMatch: false },
    { type: 'server-module', pattern: serverModule, capture: ['module'], partialMatch: false },
    { type: 'server', pattern: 'apps/server', partialMatch: false },
    { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
    { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
    { type: 'web-shared', pattern: ['apps/web/src/lib', 'apps/web/src/components'], partialMatch: false },
    { type: 'web', pattern: 'apps/web', partialMatch: false },
  ],
  'boundaries/files': [
    { category: 'routes', pattern: [`${serverModule}/routes.ts`, `${serverModule}/*-routes.ts`] },
    { category: 'service', pattern: [`${serverModule}/service.ts`, `${serverModule}/*-service.ts`] },
    { category: 'repository', pattern: [`${serverModule}/repository.ts`, `${serverModule}/*-repository.ts`] },
  ],
};

// Imports that break the layout; anything not named is allowed. Imports inside one server module or one web
// feature are checked too: routes may not use even their own module's repository.
const drizzle = { module: { source: 'drizzle-orm' } };
const policies = {
  domain: [
    {
      from: { element: { type: 'domain' } },
      disallow: { to: { element: { type: '!domain' } } },
      message: `packages/domain is pure and imports nothing of ours (${why}).`,
    },
  ],
  server: [
    {
      from: { element: { type: 'server-module' } },
      disallow: {
        to: {
          element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
          file: { categories: 'repository' },
        },
      },
      message: `A module's repository is its own: ask the other module's service (${why}).`,
    },
    {
      from: { element: { type: 'server' } },
      disallow: { to: { file: { categories: 'repository' } } },
      message: `A module's repository is its own: its module.ts wires it, others use the module's service (${why}).`,
    },
    {
      from: { file: { categories: 'routes' } },
      disallow: { to: [{ file: { categories: 'repository' } }, drizzle] },
      message: `Routes are thin: they call the service, never a repository or Drizzle (${why}).`,
    },
    {
      from: { file: { categories: 'service' } },
      disallow: { to: drizzle },
      message: `Services hold rules and transactions; queries (Drizzle) live in the repository (${why}).`,
    },
  ],
  web: [
    {
      from: { element: { type: 'web-shared' } },
      disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
      message: `Shared web code (lib/, components/) imports no feature and nothing of app/ (${why}).`,
    },
    {
      from: { element: { type: 'web-feature' } },
      disallow: {
        to: {
          element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
        },
      },
      message: `Web features do not import each other: a page in app/ composes them, shared code lives in lib/ or components/ (${why}).`,
    },
  ],
};
// checkAllOrigins: also check packages (drizzle-orm), not only our own files.
const layoutRule = (list, { checkAllOrigins = false } = {}) => [
  'error',
  { default: 'allow', checkAllOrigins, checkInternals: true, policies: list },
];

const noOwnPackages = (...names) =>
  names.map((name) => ({
    group: [name, `${name}/*`],
    message: `${name} may not be imported here (${why}).`,
  }));
const noBarrels = { group: ['**/index', '**/index.ts'], message: `No barrel files inside apps (${why}).` };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'bench/results/**',
      '**/*.tsbuildinfo',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries, 'import-x': importX, brigade: { rules: { 'max-own-lines': maxOwnLines } } },
    settings: {
      ...layout,
      'import-x/extensions': sourceExtensions,
      'import-x/parsers': {
        [fileURLToPath(new URL('./eslint-rules/import-graph-parser.cjs', import.meta.url))]: sourceExtensions,
      },
      'import-x/resolver-next': [createNodeResolver({ extensions: [...sourceExtensions, '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-only imports do not count: they vanish at runtime.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A function's own lines leave out the functions nested in it: a factory returning short methods is fine.
      'max-lines': ['warn', { max: 300 }],
      'brigade/max-own-lines': ['warn', { max: 80 }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Nothing imports a test, so a test closes no cycle; tests (and seed data tables) may be long.
  { files: tests, rules: { 'import-x/no-cycle': 'off', 'max-lines': 'off', 'brigade/max-own-lines': 'off' } },
  { files: seedDataTables, rules: { 'max-lines': 'off', 'brigade/max-own-lines': 'off' } },
  // domain: pure rules; it imports nothing of ours and no I/O or framework code.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'boundaries/dependencies': layoutRule(policies.domain),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noOwnPackages('@brigade/server', '@brigade/web'),
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'node:*',
                'fs',
                'path',
                'http',
              ],
              message: `packages/domain is pure: no I/O, no React, no Fastify, no Drizzle (${why}).`,
            },
          ],
        },
      ],
    },
  },
  // server: never imports the web app; modules keep their repositories to themselves.
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'boundaries/dependencies': layoutRule(policies.server, { checkAllOrigins: true }),
      'no-restricted-imports': ['error', { patterns: [...noOwnPackages('@brigade/web'), noBarrels] }],
    },
  },
  // web: never imports the server; features stay apart, shared code depends on no feature.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...noOwnPackages('@brigade/server'), noBarrels] }],
    },
  },
  {
    files: ['apps/web/src/{lib,components,features}/**/*.{ts,tsx}'],
    rules: { 'boundaries/dependencies': layoutRule(policies.web) },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['apps/web/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
