import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { roundTrip } from '../../test/backup-round-trip.ts';
import { adminQuery, databaseUrl } from '../../test/templates.ts';

// The PostgreSQL pass only (TEST_DATABASE_URL); a database of its own, never one other tests use.
const base = process.env.TEST_DATABASE_URL ?? '';
const name = `brigade_backup_${randomBytes(5).toString('hex')}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'brigade-backup-pg-'));
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('backup and restore on PostgreSQL', () => {
  it(
    'restores the rows as they were at the backup (pg_dump, pg_restore --clean)',
    { timeout: 120_000 },
    async () => {
      await adminQuery(base, `CREATE DATABASE ${name}`);
      const target = { databaseUrl: databaseUrl(base, name), dataDir: path.join(scratch, 'unused') };
      await roundTrip(target, path.join(scratch, 'backups'));
    },
  );
});
