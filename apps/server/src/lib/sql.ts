import { and, asc, desc, eq, ilike, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's search: `q` contained (ILIKE, see `containsPattern`) in any of the columns; no q, no filter. */
export function searchAny(q: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ORDER BY the chosen column, then the primary key so pages never overlap or skip rows. */
export function orderBy(column: AnyColumn | SQL, direction: 'asc' | 'desc', tieBreaker: AnyColumn): SQL[] {
  const dir = direction === 'desc' ? desc : asc;
  return [dir(column), dir(tieBreaker)];
}

/** Whether any row of `table` meets `where` (reads at most one). */
export async function anyRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/**
 * `existsByName(db, name, exceptId?)` of a table with a unique index on lower(name): whether another row
 * already has the name up to case, so the service answers its own "name taken" message before the insert.
 */
export function nameExists(table: PgTable, name: PgColumn, id: PgColumn) {
  return async (db: Db, value: string, exceptId?: number): Promise<boolean> => {
    const same = eq(sql`lower(${name})`, value.toLowerCase());
    return anyRow(db, table, exceptId === undefined ? same : and(same, ne(id, exceptId)));
  };
}
