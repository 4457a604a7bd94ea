import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { roundTrip, withDatabase } from '../../test/backup-round-trip.ts';
import { openDatabase } from '../db/client.ts';
import { backup, restore } from './backup.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'brigade-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A migrated PGlite folder to start from: made on disk it takes ~20 s on 2 busy cores, so it is loaded from the
 * PGlite pass's template, or (in the PostgreSQL pass) from one migrated in memory.
 */
async function migratedPglite(): Promise<Blob> {
  const templates = inject('dbTemplates');
  if (templates.kind === 'pglite') return new Blob([readFileSync(templates.templates.empty)]);
  const client = await PGlite.create();
  await (await openDatabase({ pglite: client })).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

describe('backup and restore of the embedded database (PGlite)', () => {
  const target = { databaseUrl: undefined, dataDir: path.join(scratch, 'data') };

  it('restores the rows as they were at the backup', { timeout: 120_000 }, async () => {
    mkdirSync(target.dataDir, { recursive: true });
    const template = await migratedPglite();
    await (
      await PGlite.create({ dataDir: path.join(target.dataDir, 'pglite'), loadDataDir: template })
    ).close();

    const file = await roundTrip(target, path.join(scratch, 'pglite-backups'));
    // the folder it replaced is gone once the restored one answered
    expect(readdirSync(target.dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
    // an embedded database's backup is not loaded into PostgreSQL
    const postgres = { databaseUrl: 'postgres://x@127.0.0.1/none', dataDir: target.dataDir };
    await expect(restore(postgres, file)).rejects.toThrow(
      /is a backup of the embedded database, but the configured database is PostgreSQL/,
    );
  });

  it('refuses while a server has the database open, and writes nothing', { timeout: 60_000 }, async () => {
    const dir = path.join(scratch, 'refused');
    await withDatabase(target, async () => {
      await expect(backup(target, dir)).rejects.toThrow(/needs the server stopped/);
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a file that is no backup', async () => {
    const file = path.join(scratch, 'notes.txt');
    writeFileSync(file, 'hello');
    await expect(restore(target, file)).rejects.toThrow(/is not a Brigade backup/);
  });
});
