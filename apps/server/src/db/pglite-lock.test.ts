import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { LockHeldError, acquireLock } from './pglite-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brigade-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('PGlite lock', () => {
  it('writes our pid and removes the file on release', () => {
    const lockPath = path.join(dir, 'pglite.lock');
    const lock = acquireLock(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second opener while the holder lives, saying which process holds it and what to do', async () => {
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid)); // a live process: the test runner
    const attempt = openDatabase({ dataDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(LockHeldError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid}\\. Stop that process first \\(kill ${process.ppid}\\)`),
    );
    await expect(attempt).rejects.toThrow(/DATABASE_URL/);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false); // refused before opening anything
  });

  it('takes over a stale lock left by a dead process', () => {
    const lockPath = path.join(dir, 'pglite.lock');
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireLock(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second lock inside one process too', () => {
    const lockPath = path.join(dir, 'pglite.lock');
    const lock = acquireLock(lockPath, dir);
    expect(() => acquireLock(lockPath, dir)).toThrow(/\(this process\)/);
    lock.release();
  });
});
