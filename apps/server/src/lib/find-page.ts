import { count, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
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

/** The window and sort of a list request of the API (`sort_by` names a sortable column). */
interface ListRequest<S extends string> {
  start: number;
  length: number;
  sort_by?: S | undefined;
  sort_dir: 'asc' | 'desc';
}

/** A list request's window and sort as a page: sorted by the column `sort_by` names, `fallback` when none. */
export function sortedWindow<S extends string>(
  request: ListRequest<S>,
  sorts: Record<S, AnyColumn | SQL>,
  fallback: NoInfer<S>,
): Omit<PageQuery, 'where' | 'tieBreaker'> {
  return {
    sort: sorts[request.sort_by ?? fallback],
    sortDir: request.sort_dir,
    start: request.start,
    length: request.length,
  };
}

/**
 * The rows of one page of a query and the total of its filter, read side by side. `rows` and `totals` are the
 * same FROM and joins (`.$dynamic()`), one selecting the row, the other `{ total: count() }`.
 */
export async function findPageOf<Q extends PgSelect>(
  rows: Q,
  totals: PgSelect,
  page: PageQuery,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [found, counted] = await Promise.all([
    rows
      .where(page.where)
      .orderBy(...orderBy(page.sort, page.sortDir, page.tieBreaker))
      .limit(page.length)
      .offset(page.start),
    totals.where(page.where),
  ]);
  return { rows: found as Awaited<Q>, total: (counted as { total: number }[])[0]?.total ?? 0 };
}

/** A page of rows as the API lists it: each row mapped to its item, with the total of the filter. */
export async function mappedPage<R, T>(page: Promise<{ rows: R[]; total: number }>, map: (row: R) => T) {
  const { rows, total } = await page;
  return { items: rows.map(map), total };
}

/** The rows of one page of a table and the total of the filter, read side by side. */
export async function findPage<T extends PgTable>(
  db: Db,
  table: T,
  page: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { rows, total } = await findPageOf(
    db
      .select()
      .from(table as PgTable)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .$dynamic(),
    page,
  );
  return { rows: rows as T['$inferSelect'][], total };
}
