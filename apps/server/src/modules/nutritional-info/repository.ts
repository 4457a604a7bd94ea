import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ingredients, nutritionalInfo, recipeIngredients, recipes } from '../../db/schema/recipes.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
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

export interface NutritionalInfoFilter {
  start: number;
  length: number;
  q?: string | undefined;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(nutritionalInfo.name, pattern), ilike(recipes.name, pattern));
}

export async function findPage(db: Db, filter: NutritionalInfoFilter) {
  const where = searchCondition(filter.q);
  const joined = eq(recipes.recipeId, nutritionalInfo.recipeId);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(nutritionalInfo)
      .leftJoin(recipes, joined)
      .where(where)
      .orderBy(
        ...orderBy(sortColumns[filter.sortBy ?? 'name'], filter.sortDir, nutritionalInfo.nutritionalInfoId),
      )
      .limit(filter.length)
      .offset(filter.start),
    db.select({ total: count() }).from(nutritionalInfo).leftJoin(recipes, joined).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number): Promise<NutritionalInfoRow | undefined> {
  const rows = await db
    .select(columns)
    .from(nutritionalInfo)
    .leftJoin(recipes, eq(recipes.recipeId, nutritionalInfo.recipeId))
    .where(eq(nutritionalInfo.nutritionalInfoId, id));
  return rows[0];
}

export const existsByName = nameExists(
  nutritionalInfo,
  nutritionalInfo.name,
  nutritionalInfo.nutritionalInfoId,
);

export async function recipeExists(db: Db, recipeId: number): Promise<boolean> {
  const rows = await db.select({ id: recipes.recipeId }).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows.length > 0;
}

/** A recipe's lines (one serving) with the ingredient data the analysis needs, in recipe order. */
export async function findAnalysisLines(db: Db, recipeId: number) {
  return db
    .select({
      name: ingredients.name,
      clientFacingName: recipeIngredients.clientFacingName,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
      ingredient: {
        name: ingredients.name,
        energy_kcal: ingredients.energyKcal,
        fat_g: ingredients.fatG,
        saturated_fat_g: ingredients.saturatedFatG,
        carbohydrates_g: ingredients.carbohydratesG,
        sugars_g: ingredients.sugarsG,
        fibre_g: ingredients.fibreG,
        protein_g: ingredients.proteinG,
        sodium_mg: ingredients.sodiumMg,
        density_g_per_ml: ingredients.densityGPerMl,
        grams_per_piece: ingredients.gramsPerPiece,
      },
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.recipeIngredientId));
}

export async function insert(
  db: Db,
  values: { name: string; recipeId: number | null; analysis: unknown; now: Date },
): Promise<number> {
  const rows = await db
    .insert(nutritionalInfo)
    .values({
      name: values.name,
      recipeId: values.recipeId,
      analysis: values.analysis,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: nutritionalInfo.nutritionalInfoId });
  return rows[0]!.id;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  nutritionalInfo,
  nutritionalInfo.nutritionalInfoId,
);
