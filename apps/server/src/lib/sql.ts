import { and, asc, desc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** `%q%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the chosen column, then the primary key so pages never overlap or skip rows. */
export function orderBy(column: AnyColumn | SQL, direction: 'asc' | 'desc', tieBreaker: AnyColumn): SQL[] {
  const dir = direction === 'desc' ? desc : asc;
  return [dir(column), dir(tieBreaker)];
}

/**
 * `existsByName(db, name, exceptId?)` of a table with a unique index on lower(name): whether another row
 * already has the name up to case, so the service answers its own "name taken" message before the insert.
 */
export function nameExists(table: PgTable, name: PgColumn, id: PgColumn) {
  return async (db: Db, value: string, exceptId?: number): Promise<boolean> => {
    const same = eq(sql`lower(${name})`, value.toLowerCase());
    const rows = await db
      .select({ id })
      .from(table)
      .where(exceptId === undefined ? same : and(same, ne(id, exceptId)))
      .limit(1);
    return rows.length > 0;
  };
}
