import { count, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { orderBy } from './sql.ts';

/** One page of a list: the filter, the sort (then the tie-breaker, so pages never overlap) and the window. */
export interface PageQuery {
  where?: SQL | undefined;
  sort: AnyColumn | SQL;
  sortDir: 'asc' | 'desc';
  /** Usually the primary key: rows with the same sort value keep one order across pages. */
  tieBreaker: AnyColumn;
  start: number;
  length: number;
}

/** The rows of one page of a table and the total of the filter, read side by side. */
export async function findPage<T extends PgTable>(
  db: Db,
  table: T,
  page: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(page.where)
      .orderBy(...orderBy(page.sort, page.sortDir, page.tieBreaker))
      .limit(page.length)
      .offset(page.start),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(page.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: totals[0]?.total ?? 0 };
}
