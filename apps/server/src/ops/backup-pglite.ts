import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, LockHeldError, type Lock } from '../db/pglite-lock.ts';

/**
 * The embedded database is backed up whole (PGlite's own dump of its data folder, a gzipped tar) while no server
 * has it open: the folder's lock is taken first, so a running server makes the backup refuse instead of copying
 * a folder that is being written.
 */
function locked<T>(dataDir: string, work: (pgliteDir: string) => Promise<T>): Promise<T> {
  const root = path.resolve(dataDir);
  const pgliteDir = path.join(root, 'pglite');
  if (!existsSync(root)) throw new Error(`There is no embedded database in ${root} (DATA_DIR).`);
  let lock: Lock;
  try {
    lock = acquireLock(path.join(root, 'pglite.lock'), pgliteDir);
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new Error(
        `${error.message} A backup or restore of the embedded database needs the server stopped.`,
        { cause: error },
      );
    }
    throw error;
  }
  return work(pgliteDir).finally(() => lock.release());
}

export function backupPglite(dataDir: string, file: string): Promise<void> {
  return locked(dataDir, async (pgliteDir) => {
    if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      throw new Error(`There is no embedded database in ${pgliteDir} to back up.`);
    }
    const client = await PGlite.create({ dataDir: pgliteDir });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
    } finally {
      await client.close();
    }
  });
}

/**
 * Replaces the embedded database with the backup. The folder it replaces is kept beside it
 * (pglite.before-restore-<time>) until the restored one has opened and answered; then it is deleted.
 */
export function restorePglite(dataDir: string, file: string, stamp: string): Promise<void> {
  return locked(dataDir, async (pgliteDir) => {
    const dump = new Blob([readFileSync(file)]);
    const kept = `${pgliteDir}.before-restore-${stamp}`;
    const hadOne = existsSync(pgliteDir);
    if (hadOne) renameSync(pgliteDir, kept);
    try {
      const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: dump });
      try {
        await client.query('SELECT 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(pgliteDir, { recursive: true, force: true });
      if (hadOne) renameSync(kept, pgliteDir);
      throw new Error(
        `The backup ${file} could not be loaded; the database is unchanged. ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (hadOne) rmSync(kept, { recursive: true, force: true });
  });
}
