import type { DiscountListQuery } from '@brigade/domain/schemas/discounts';
import { and, asc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts } from '../../db/schema/controls.ts';
import { findPage as findTablePage } from '../../lib/find-page.ts';
import { containsPattern } from '../../lib/sql.ts';
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
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern ? or(ilike(discounts.code, pattern), ilike(discounts.description, pattern)) : undefined,
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
    sort: sortColumns[query.sort_by ?? 'code'],
    sortDir: query.sort_dir,
    tieBreaker: discounts.discountId,
    start: query.start,
    length: query.length,
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

export async function existsByCode(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`upper(${discounts.code})`, code.toUpperCase());
  const rows = await db
    .select({ id: discounts.discountId })
    .from(discounts)
    .where(exceptId === undefined ? same : and(same, sql`${discounts.discountId} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
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
