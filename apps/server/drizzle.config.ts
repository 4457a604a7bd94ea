import { defineConfig } from 'drizzle-kit';

// Run from the repo root: `npm run db:generate`. Paths are relative to the working directory, so they name
// apps/server explicitly; migrations are forward only and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
});
