import type { DiscountListQuery } from '@brigade/domain/schemas/discounts';
import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts } from '../../db/schema/controls.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { anyRow, containsPattern, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Omit<
  typeof discounts.$inferInsert,
  'discountId' | 'usageCount' | 'version' | 'createdAt' | 'updatedAt'
>;

const sortColumns = {
  code: discounts.code,
  kind: discounts.kind,
  value: discounts.value,
  valid_from: discounts.validFrom,
  valid_to: discounts.validTo,
  usage_limit: discounts.usageLimit,
  usage_count: discounts.usageCount,
  updated_at: discounts.updatedAt,
} as const;

/** `q` searches the code and description; `redeemed` keeps the used (or the never-used) codes. */
function where(query: Pick<DiscountListQuery, 'q' | 'redeemed'>): SQL | undefined {
  return and(
    searchAny(query.q, discounts.code, discounts.description),
    query.redeemed === undefined
      ? undefined
      : query.redeemed === 'true'
        ? gt(discounts.usageCount, 0)
        : eq(discounts.usageCount, 0),
  );
}

export async function findPage(db: Db, query: DiscountListQuery) {
  return findTablePage(db, discounts, {
    where: where(query),
    tieBreaker: discounts.discountId,
    ...sortedWindow(query, sortColumns, 'code'),
  });
}

/** Codes starting with the text first, then codes containing it; at most `limit`. */
export async function findSuggestions(db: Db, query: string, limit: number): Promise<DiscountRow[]> {
  const starts = `${containsPattern(query).slice(1)}`; // "q%"
  return db
    .select()
    .from(discounts)
    .where(ilike(discounts.code, containsPattern(query)))
    .orderBy(sql`case when ${discounts.code} ilike ${starts} then 0 else 1 end`, asc(discounts.code))
    .limit(limit);
}

export async function findById(db: Db, id: number): Promise<DiscountRow | undefined> {
  const rows = await db.select().from(discounts).where(eq(discounts.discountId, id));
  return rows[0];
}

/** The code's row, locked until the transaction ends (its usage count cannot move under a check). */
export async function findByIdForUpdate(db: Db, id: number): Promise<DiscountRow | undefined> {
  const rows = await db.select().from(discounts).where(eq(discounts.discountId, id)).for('update');
  return rows[0];
}

export async function existsByCode(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`upper(${discounts.code})`, code.toUpperCase());
  return anyRow(
    db,
    discounts,
    exceptId === undefined ? same : and(same, sql`${discounts.discountId} <> ${exceptId}`),
  );
}

export async function insert(db: Db, values: DiscountValues, now: Date): Promise<DiscountRow> {
  const rows = await db
    .insert(discounts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(discounts, discounts.discountId);
