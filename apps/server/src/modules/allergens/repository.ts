import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AllergenListQuery } from '@brigade/domain/schemas/allergens';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { findPage as findTablePage } from '../../lib/find-page.ts';
import { containsPattern, nameExists } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type AllergenRow = typeof allergens.$inferSelect;

const sortColumns = {
  allergen_id: allergens.allergenId,
  name: sql`lower(${allergens.name})`,
  name_de: sql`lower(${allergens.nameDe})`,
  updated_at: allergens.updatedAt,
} as const;

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(allergens.name, pattern), ilike(allergens.nameDe, pattern));
}

/** One page of the list: `q` searches the English and German names. */
export async function findPage(db: Db, query: AllergenListQuery) {
  return findTablePage(db, allergens, {
    where: searchCondition(query.q),
    sort: sortColumns[query.sort_by ?? 'name'],
    sortDir: query.sort_dir,
    tieBreaker: allergens.allergenId,
    start: query.start,
    length: query.length,
  });
}

export async function findById(db: Db, allergenId: number): Promise<AllergenRow | undefined> {
  const rows = await db.select().from(allergens).where(eq(allergens.allergenId, allergenId));
  return rows[0];
}

export const existsByName = nameExists(allergens, allergens.name, allergens.allergenId);

export async function countAll(db: Db): Promise<number> {
  const rows = await db.select({ total: count() }).from(allergens);
  return rows[0]?.total ?? 0;
}

export async function insert(
  db: Db,
  values: { name: string; nameDe: string; code?: string | null; now: Date },
): Promise<AllergenRow> {
  const { now, ...columns } = values;
  const rows = await db
    .insert(allergens)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(allergens, allergens.allergenId);
