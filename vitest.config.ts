import { defineConfig } from 'vitest/config';

// One runner for unit, server integration and web component tests; each workspace has its own config.
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'] },
});
