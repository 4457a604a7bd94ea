import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { backupPglite, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

/** What a backup needs of the server's configuration: the same choice of database the server makes. */
export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** A time for file names: sortable, no colons (2026-11-29T16-30-05Z). */
export function fileStamp(now: Date = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Writes a backup of the configured database into `dir` and returns its path. */
export async function backup(target: BackupTarget, dir: string, now: Date = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const stamp = fileStamp(now);
  if (target.databaseUrl) {
    const file = path.resolve(dir, `brigade-postgres-${stamp}.dump`);
    await backupPostgres(target.databaseUrl, file);
    return file;
  }
  const file = path.resolve(dir, `brigade-pglite-${stamp}.tar.gz`);
  await backupPglite(target.dataDir, file);
  return file;
}

/** Which database a backup file is of, by its first bytes: pg_dump's archive or PGlite's gzipped tar. */
function kindOf(file: string): 'postgres' | 'pglite' | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

/** Replaces the configured database with the backup in `file` (stop the servers first). */
export async function restore(target: BackupTarget, file: string, now: Date = new Date()): Promise<void> {
  const kind = kindOf(file);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind === undefined)
    throw new Error(`${file} is not a Brigade backup (neither pg_dump's nor PGlite's).`);
  if (kind !== wanted) {
    throw new Error(
      `${file} is a backup of ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}, but the configured database is ${wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded one (DATA_DIR)'}.`,
    );
  }
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file);
  else await restorePglite(target.dataDir, file, fileStamp(now));
}
