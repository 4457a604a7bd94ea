import { count, eq, sql } from 'drizzle-orm';
import type { NutritionalInfoListQuery } from '@brigade/domain/schemas/nutritional-info';
import type { Db } from '../../db/client.ts';
import { nutritionalInfo, recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type NutritionalInfoRow = typeof nutritionalInfo.$inferSelect & { recipeName: string | null };

const columns = {
  nutritionalInfoId: nutritionalInfo.nutritionalInfoId,
  name: nutritionalInfo.name,
  recipeId: nutritionalInfo.recipeId,
  analysis: nutritionalInfo.analysis,
  version: nutritionalInfo.version,
  createdAt: nutritionalInfo.createdAt,
  updatedAt: nutritionalInfo.updatedAt,
  recipeName: recipes.name,
};

const sortColumns = {
  name: sql`lower(${nutritionalInfo.name})`,
  nutritional_info_id: nutritionalInfo.nutritionalInfoId,
  updated_at: nutritionalInfo.updatedAt,
} as const;

/** One page of the entries with their recipe's name: `q` searches the entry and recipe names. */
const withRecipe = eq(recipes.recipeId, nutritionalInfo.recipeId);

export async function findPage(db: Db, query: NutritionalInfoListQuery) {
  return findPageOf(
    db.select(columns).from(nutritionalInfo).leftJoin(recipes, withRecipe).$dynamic(),
    db.select({ total: count() }).from(nutritionalInfo).leftJoin(recipes, withRecipe).$dynamic(),
    {
      where: searchAny(query.q, nutritionalInfo.name, recipes.name),
      tieBreaker: nutritionalInfo.nutritionalInfoId,
      ...sortedWindow(query, sortColumns, 'name'),
    },
  );
}

export async function findById(db: Db, id: number): Promise<NutritionalInfoRow | undefined> {
  const rows = await db
    .select(columns)
    .from(nutritionalInfo)
    .leftJoin(recipes, withRecipe)
    .where(eq(nutritionalInfo.nutritionalInfoId, id));
  return rows[0];
}

export const existsByName = nameExists(
  nutritionalInfo,
  nutritionalInfo.name,
  nutritionalInfo.nutritionalInfoId,
);

export const recipeExists = async (db: Db, recipeId: number) =>
  (await existingIds(db, recipes.recipeId, [recipeId])).has(recipeId);

export interface NutritionalInfoValues {
  name: string;
  recipeId: number | null;
  analysis: unknown;
}

export async function insert(db: Db, values: NutritionalInfoValues, now: Date): Promise<number> {
  const rows = await db
    .insert(nutritionalInfo)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: nutritionalInfo.nutritionalInfoId });
  return rows[0]!.id;
}

const writes = versionedWrites(nutritionalInfo, nutritionalInfo.nutritionalInfoId);
export const { updateIfVersion } = writes;

/** Deletes the entry while its version is the one read; answers it as read before (with its recipe's name). */
export async function deleteIfVersion(
  db: Db,
  id: number,
  version: number,
): Promise<NutritionalInfoRow | undefined> {
  const before = await findById(db, id);
  return (await writes.deleteIfVersion(db, id, version)) && before;
}
