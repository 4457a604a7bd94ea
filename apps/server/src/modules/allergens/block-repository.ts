import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergenBlocks } from '../../db/schema/allergens.ts';
import { containsPattern, orderBy } from '../../lib/sql.ts';

export type AllergenBlockRow = typeof allergenBlocks.$inferSelect;

const sortColumns = {
  subject: sql`lower(${allergenBlocks.subject})`,
  test: sql`lower(${allergenBlocks.test})`,
  created_at: allergenBlocks.createdAt,
} as const;

export interface BlockListFilter {
  start: number;
  length: number;
  q?: string | undefined;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(allergenBlocks.subject, pattern), ilike(allergenBlocks.test, pattern));
}

export async function findPage(db: Db, filter: BlockListFilter) {
  const where = searchCondition(filter.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(allergenBlocks)
      .where(where)
      .orderBy(
        ...orderBy(sortColumns[filter.sortBy ?? 'subject'], filter.sortDir, allergenBlocks.allergenBlockId),
      )
      .limit(filter.length)
      .offset(filter.start),
    db.select({ total: count() }).from(allergenBlocks).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function exists(db: Db, subject: string, test: string): Promise<boolean> {
  const rows = await db
    .select({ id: allergenBlocks.allergenBlockId })
    .from(allergenBlocks)
    .where(
      and(
        eq(sql`lower(${allergenBlocks.subject})`, subject.toLowerCase()),
        eq(sql`lower(${allergenBlocks.test})`, test.toLowerCase()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insert(
  db: Db,
  values: { subject: string; test: string; createdBy: number | null; now: Date },
): Promise<AllergenBlockRow> {
  const rows = await db
    .insert(allergenBlocks)
    .values({
      subject: values.subject,
      test: values.test,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .returning();
  return rows[0]!;
}

export async function deleteById(db: Db, allergenBlockId: number): Promise<AllergenBlockRow | undefined> {
  const rows = await db
    .delete(allergenBlocks)
    .where(eq(allergenBlocks.allergenBlockId, allergenBlockId))
    .returning();
  return rows[0];
}
