import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AllergenBlockListQuery } from '@brigade/domain/schemas/allergens';
import type { Db } from '../../db/client.ts';
import { allergenBlocks } from '../../db/schema/allergens.ts';
import { findPage as findTablePage } from '../../lib/find-page.ts';
import { containsPattern } from '../../lib/sql.ts';

export type AllergenBlockRow = typeof allergenBlocks.$inferSelect;

const sortColumns = {
  subject: sql`lower(${allergenBlocks.subject})`,
  test: sql`lower(${allergenBlocks.test})`,
  created_at: allergenBlocks.createdAt,
} as const;

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(allergenBlocks.subject, pattern), ilike(allergenBlocks.test, pattern));
}

/** One page of the blocks: `q` searches subject and test. */
export async function findPage(db: Db, query: AllergenBlockListQuery) {
  return findTablePage(db, allergenBlocks, {
    where: searchCondition(query.q),
    sort: sortColumns[query.sort_by ?? 'subject'],
    sortDir: query.sort_dir,
    tieBreaker: allergenBlocks.allergenBlockId,
    start: query.start,
    length: query.length,
  });
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
