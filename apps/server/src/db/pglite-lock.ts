import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes (STACK-NOTES). The lock
 * file holds the pid of the owner; a lock left by a dead process is taken over.
 */
export class LockHeldError extends Error {
  override name = 'LockHeldError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface Lock {
  release(): void;
}

export function acquireLock(lockPath: string, dataPath: string): Lock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists, so two starting processes cannot both win.
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid: number;
    try {
      pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    } catch {
      continue; // removed between our write and read: try again
    }
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new LockHeldError(
        `The embedded database ${dataPath} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}. ` +
          `Stop that process first (kill ${pid}), or use another DATA_DIR, or set DATABASE_URL to use PostgreSQL. ` +
          `If no such process runs, delete ${lockPath}.`,
      );
    }
    rmSync(lockPath, { force: true }); // stale: its owner is gone
  }
  throw new LockHeldError(`Could not take the lock ${lockPath}; another process keeps creating it.`);
}
