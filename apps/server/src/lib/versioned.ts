import { messages } from '@brigade/domain/messages/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';

/**
 * The outcome of an `UPDATE … / DELETE … WHERE id = $1 AND version = $2 RETURNING *` (optimistic
 * concurrency): the row it returned, or — when none — 409 if the record still exists (someone changed it
 * since the caller read it) and 404 if it is gone.
 */
export async function versionedRow<T>(row: T | undefined, stillExists: () => Promise<unknown>): Promise<T> {
  if (row !== undefined) return row;
  if (await stillExists()) throw conflict(messages.staleVersion);
  throw notFound();
}

type VersionedTable = PgTable & { version: PgColumn; updatedAt: PgColumn };

/**
 * The versioned writes of one table keyed by one column (a numeric id, or a date such as a planning day's):
 * `update` bumps the version and stamps updated_at,
 * both only while the stored version is the one the caller read; undefined means stale or gone (see
 * `versionedRow`).
 */
export function versionedWrites<T extends VersionedTable>(table: T, id: PgColumn) {
  type Row = T['$inferSelect'];
  const where = (key: number | string, version: number) => and(eq(id, key), eq(table.version, version));
  return {
    async updateIfVersion(
      db: Db,
      key: number | string,
      version: number,
      values: PgUpdateSetSource<T>,
      now: Date,
    ): Promise<Row | undefined> {
      const set = { ...values, updatedAt: now, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>;
      const rows = (await db.update(table).set(set).where(where(key, version)).returning()) as Row[];
      return rows[0];
    },
    async deleteIfVersion(db: Db, key: number | string, version: number): Promise<Row | undefined> {
      const rows = (await db.delete(table).where(where(key, version)).returning()) as Row[];
      return rows[0];
    },
  };
}
