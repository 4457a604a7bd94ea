import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runKill9Rounds } from '../../test/kill9.ts';

// The embedded database (PGlite in DATA_DIR) after the server process is killed with SIGKILL mid-write.
const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-kill9-'));

beforeAll(async () => {
  // DATA_DIR/pglite starts as the migrated demo template, as if the server had run before.
  const dump = new Blob([readFileSync(inject('dbTemplates').templates.demo)]);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump });
  await db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 on PGlite', () => {
  it('keeps every acknowledged write through SIGKILLs in the middle of a stream of writes', async () => {
    const result = await runKill9Rounds({ DATA_DIR: dataDir }, 2);
    console.info(
      `kill -9 on PGlite: ${result.rounds} rounds, ${result.acknowledged} acknowledged writes, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(2 * 40);
    expect(result.lost).toEqual([]);
  }, 300_000);
});
