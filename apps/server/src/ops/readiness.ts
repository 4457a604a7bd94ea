import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** When each committed migration was made (drizzle's folderMillis), read once: the files do not change. */
let committed: number[] | undefined;
function committedMigrations(): number[] {
  committed ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  return committed;
}

export type Readiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: string; migrations?: number; error?: unknown };

/** How many of our migrations are not yet applied: drizzle applies those made after the last one it recorded. */
async function pendingMigrations(database: Pick<Database, 'executeSql'>): Promise<number> {
  let last = 0;
  try {
    const { rows } = await database.executeSql(
      'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
      [],
    );
    last = Number((rows[0] as { last: string | null } | undefined)?.last ?? 0);
  } catch {
    last = 0; // no migrations table: nothing is applied yet
  }
  return committedMigrations().filter((made) => made > last).length;
}

/**
 * Whether this instance may take traffic: its database answers and holds every migration this code needs
 * (liveness, /health, only says the process and its database are up).
 */
export async function checkReadiness(database: Pick<Database, 'executeSql'>): Promise<Readiness> {
  try {
    await database.executeSql('SELECT 1', []);
  } catch (error) {
    // The driver's message may name hosts: it goes to the log, the public answer only says what failed.
    return { ready: false, reason: 'the database does not answer', error };
  }
  const pending = await pendingMigrations(database);
  const migrations = committedMigrations().length;
  if (pending > 0) {
    return { ready: false, reason: `${pending} of ${migrations} migrations are not applied`, migrations };
  }
  return { ready: true, migrations };
}
