import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { dayRecipeLines } from '../../db/schema/day-recipe-lines.ts';
import { ingredients, ingredientSupplierSpecs, suppliers } from '../../db/schema/ingredients.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { recipeIngredients, recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';

// The day's changes of recipe lines (day_recipe_lines, ADR 074); the day's slots, recipes, ingredients and
// supplier specs are read only.

export type DayLineRow = typeof dayRecipeLines.$inferSelect;
export type DayLineValues = Partial<
  Pick<DayLineRow, 'ingredientId' | 'ingredientSpecSuppliersId' | 'isDone' | 'loadingIsDone'>
>;
export interface LineKey {
  date: string;
  recipeId: number;
  uid: string;
}

/** The changed lines of the dates, in date, recipe and uid order. */
export function overridesOf(db: Db, dates: readonly string[]) {
  if (dates.length === 0) return Promise.resolve([] as DayLineRow[]);
  return db
    .select()
    .from(dayRecipeLines)
    .where(inArray(dayRecipeLines.date, [...dates]))
    .orderBy(asc(dayRecipeLines.date), asc(dayRecipeLines.recipeId), asc(dayRecipeLines.uid));
}

const whereKey = (key: LineKey) =>
  and(
    eq(dayRecipeLines.date, key.date),
    eq(dayRecipeLines.recipeId, key.recipeId),
    eq(dayRecipeLines.uid, key.uid),
  );

export async function findOverride(db: Db, key: LineKey): Promise<DayLineRow | undefined> {
  const rows = await db.select().from(dayRecipeLines).where(whereKey(key));
  return rows[0];
}

/**
 * Writes a line's change under the version read: 0 inserts (undefined when a concurrent insert won), else
 * updates while the stored version is still that one (undefined when stale).
 */
export async function writeIfVersion(
  db: Db,
  key: LineKey,
  version: number,
  values: DayLineValues,
  userId: number,
  now: Date,
): Promise<DayLineRow | undefined> {
  if (version === 0) {
    const inserted = await db
      .insert(dayRecipeLines)
      .values({ ...key, ...values, updatedBy: userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [dayRecipeLines.date, dayRecipeLines.recipeId, dayRecipeLines.uid] })
      .returning();
    return inserted[0];
  }
  const updated = await db
    .update(dayRecipeLines)
    .set({ ...values, updatedBy: userId, updatedAt: now, version: sql`${dayRecipeLines.version} + 1` })
    .where(and(whereKey(key), eq(dayRecipeLines.version, version)))
    .returning();
  return updated[0];
}

/** Whether the recipe is assigned to a slot of the date. */
export async function isOnDay(db: Db, date: string, recipeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: dayRecipes.dayRecipeId })
    .from(dayRecipes)
    .where(and(eq(dayRecipes.date, date), eq(dayRecipes.recipeId, recipeId)))
    .limit(1);
  return rows.length > 0;
}

export async function recipeName(db: Db, recipeId: number): Promise<string | undefined> {
  const rows = await db.select({ name: recipes.name }).from(recipes).where(eq(recipes.recipeId, recipeId));
  return rows[0]?.name;
}

/** The recipe's lines in their order (position, then id). */
export function recipeLines(db: Db, recipeId: number) {
  return db
    .select({
      uid: recipeIngredients.uid,
      ingredientId: recipeIngredients.ingredientId,
      specId: recipeIngredients.ingredientSpecSuppliersId,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
    })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.recipeIngredientId));
}

export function ingredientNames(db: Db, ids: readonly number[]) {
  return db
    .select({ ingredientId: ingredients.ingredientId, name: ingredients.name })
    .from(ingredients)
    .where(anyOf(ingredients.ingredientId, ids));
}

/** The ingredients' supplier specs with the supplier's name. */
export function specsOf(db: Db, ingredientIds: readonly number[]) {
  return db
    .select({
      specId: ingredientSupplierSpecs.ingredientSpecSuppliersId,
      ingredientId: ingredientSupplierSpecs.ingredientId,
      supplierName: suppliers.name,
      articleNumber: ingredientSupplierSpecs.articleNumber,
      isDefault: ingredientSupplierSpecs.isDefault,
    })
    .from(ingredientSupplierSpecs)
    .innerJoin(suppliers, eq(suppliers.supplierId, ingredientSupplierSpecs.supplierId))
    .where(anyOf(ingredientSupplierSpecs.ingredientId, ingredientIds))
    .orderBy(asc(ingredientSupplierSpecs.ingredientSpecSuppliersId));
}

export const existingIngredientIds = (db: Db, ids: readonly number[]) =>
  existingIds(db, ingredients.ingredientId, ids);
