import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulkCalculations } from '../../db/schema/kitchen.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type BulkCalculationRow = typeof bulkCalculations.$inferSelect;

export async function findAll(db: Db) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(bulkCalculations)
      .orderBy(asc(sql`lower(${bulkCalculations.name})`), asc(bulkCalculations.bulkCalculationId)),
    db.select({ total: count() }).from(bulkCalculations),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number): Promise<BulkCalculationRow | undefined> {
  const rows = await db.select().from(bulkCalculations).where(eq(bulkCalculations.bulkCalculationId, id));
  return rows[0];
}

/** A calculation the user `createdBy` saves now. */
export async function insert(
  db: Db,
  values: Pick<typeof bulkCalculations.$inferInsert, 'name' | 'items'>,
  createdBy: number,
  now: Date,
) {
  const rows = await db
    .insert(bulkCalculations)
    .values({ ...values, createdBy, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  bulkCalculations,
  bulkCalculations.bulkCalculationId,
);

/** The ids among `ids` that name a recipe. */
export const existingRecipeIds = (db: Db, ids: readonly number[]) => existingIds(db, recipes.recipeId, ids);

/** Recipes whose name contains the pattern (any when none), by name. */
export async function searchRecipes(db: Db, pattern: string | undefined, limit: number) {
  return db
    .select({ recipeId: recipes.recipeId, name: recipes.name })
    .from(recipes)
    .where(pattern ? sql`${recipes.name} ilike ${pattern}` : undefined)
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.recipeId))
    .limit(limit);
}
