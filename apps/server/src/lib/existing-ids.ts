import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Which of `ids` are stored in the integer key `column` (one query, none for no ids): a service checks the
 * records a request names before it writes, to answer its own message rather than a foreign-key error.
 */
export async function existingIds(db: Db, column: PgColumn, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: column })
    .from(column.table)
    .where(inArray(column, [...new Set(ids)]));
  return new Set(rows.map((r) => Number(r.id)));
}
