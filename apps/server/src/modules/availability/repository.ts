import { and, count, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedDates } from '../../db/schema/controls.ts';
import { containsPattern, orderBy } from '../../lib/sql.ts';

export type BlockedDateRow = typeof blockedDates.$inferSelect;

const sortColumns = { date: blockedDates.date, created_at: blockedDates.createdAt } as const;

export interface BlockedDateFilter {
  start: number;
  length: number;
  q?: string | undefined;
  from?: string | undefined;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function where(filter: Pick<BlockedDateFilter, 'q' | 'from'>): SQL | undefined {
  return and(
    filter.q ? sql`${blockedDates.date}::text ilike ${containsPattern(filter.q)}` : undefined,
    filter.from ? gte(blockedDates.date, filter.from) : undefined,
  );
}

export async function findPage(db: Db, filter: BlockedDateFilter) {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blockedDates)
      .where(condition)
      .orderBy(...orderBy(sortColumns[filter.sortBy ?? 'date'], filter.sortDir, blockedDates.date))
      .limit(filter.length)
      .offset(filter.start),
    db.select({ total: count() }).from(blockedDates).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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
