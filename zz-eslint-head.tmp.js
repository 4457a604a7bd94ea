import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noOwnPackages = (...names) =>
  names.map((name) => ({
    group: [name, `${name}/*`],
    message: `${name} may not be imported here (DESIGN §3).`,
  }));

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // domain: pure rules; it imports nothing of ours and no I/O or framework code.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
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
              message: 'packages/domain is pure: no I/O, no React, no Fastify, no Drizzle (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  // server: never imports the web app; a module reaches another module through its service, not its repository.
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noOwnPackages('@brigade/web'),
            {
              group: ['../*/repository', '../*/repository.ts', '../../modules/*/repository*'],
              message: "Use the other module's service, not its repository (DESIGN §3).",
            },
            { group: ['**/index', '**/index.ts'], message: 'No barrel files inside apps (DESIGN §3).' },
          ],
        },
      ],
    },
  },
  // web: features do not import each other; pages in app/ compose them.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noOwnPackages('@brigade/server'),
            { group: ['**/index', '**/index.ts'], message: 'No barrel files inside apps (DESIGN §3).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noOwnPackages('@brigade/server'),
            {
              group: ['../../*/**', '!../../../**', '@/features/*'],
              message: 'Web features do not import each other; compose them in app/ (DESIGN §3).',
            },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Web features do not import each other; compose them in app/ (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['apps/web/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
