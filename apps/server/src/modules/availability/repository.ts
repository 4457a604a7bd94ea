import type { BlockedDateListQuery } from '@brigade/domain/schemas/availability';
import { and, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedDates } from '../../db/schema/controls.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { containsPattern } from '../../lib/sql.ts';

export type BlockedDateRow = typeof blockedDates.$inferSelect;

const sortColumns = { date: blockedDates.date, created_at: blockedDates.createdAt } as const;

/** `q` searches the date text (`2026-12` for December 2026); `from` keeps dates on or after it. */
function where(query: Pick<BlockedDateListQuery, 'q' | 'from'>): SQL | undefined {
  return and(
    query.q ? sql`${blockedDates.date}::text ilike ${containsPattern(query.q)}` : undefined,
    query.from ? gte(blockedDates.date, query.from) : undefined,
  );
}

export async function findPage(db: Db, query: BlockedDateListQuery) {
  return findTablePage(db, blockedDates, {
    where: where(query),
    tieBreaker: blockedDates.date,
    ...sortedWindow(query, sortColumns, 'date'),
  });
}

/** Inserts the dates not blocked yet; returns the ones it inserted. */
export async function insertMissing(
  db: Db,
  dates: readonly string[],
  values: { createdBy: number | null; now: Date },
): Promise<string[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .insert(blockedDates)
    .values(dates.map((date) => ({ date, createdAt: values.now, createdBy: values.createdBy })))
    .onConflictDoNothing()
    .returning({ date: blockedDates.date });
  return rows.map((r) => r.date);
}

export async function deleteDates(db: Db, dates: readonly string[]): Promise<string[]> {
  const rows = await db
    .delete(blockedDates)
    .where(inArray(blockedDates.date, [...dates]))
    .returning({ date: blockedDates.date });
  return rows.map((r) => r.date);
}
