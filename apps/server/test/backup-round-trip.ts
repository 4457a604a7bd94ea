import path from 'node:path';
import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { backup, restore, type BackupTarget } from '../src/ops/backup.ts';

/** Opens the database the target names, works on it, and closes it again (a backup needs it closed). */
export async function withDatabase<T>(
  target: BackupTarget,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** What a person would compare after a restore: how many rows, and what one of them says. */
async function state(database: Database) {
  const count = await database.executeSql('SELECT count(*)::int AS n FROM app_config', []);
  const row = await database.executeSql('SELECT value FROM app_config WHERE key = $1', ['backup.probe']);
  return {
    rows: Number((count.rows[0] as { n: number }).n),
    probe: (row.rows[0] as { value: string } | undefined)?.value,
  };
}

const insert = (key: string, value: string) =>
  `INSERT INTO app_config (key, value, updated_at) VALUES ('${key}', '${value}', now())`;

/** Backs up, changes a row and adds one, restores, and expects the database as it was at the backup. */
export async function roundTrip(target: BackupTarget, backupDir: string): Promise<string> {
  const before = await withDatabase(target, async (database) => {
    await database.migrate();
    await database.executeSql(insert('backup.probe', 'before'), []);
    await database.executeSql(insert('backup.other', 'x'), []);
    return state(database);
  });
  expect(before.probe).toBe('before');

  const file = await backup(target, backupDir, new Date('2026-11-29T16:30:05.123Z'));
  expect(path.basename(file)).toBe(
    target.databaseUrl
      ? 'brigade-postgres-2026-11-29T16-30-05Z.dump'
      : 'brigade-pglite-2026-11-29T16-30-05Z.tar.gz',
  );
  expect(readdirSync(backupDir)).toEqual([path.basename(file)]);

  await withDatabase(target, async (database) => {
    await database.executeSql("UPDATE app_config SET value = 'after' WHERE key = 'backup.probe'", []);
    await database.executeSql(insert('backup.new', 'y'), []);
    expect(await state(database)).toEqual({ rows: before.rows + 1, probe: 'after' });
  });

  await restore(target, file);
  expect(await withDatabase(target, state)).toEqual(before);
  return file;
}
