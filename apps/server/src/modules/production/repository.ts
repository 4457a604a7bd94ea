import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { versionedWrites } from '../../lib/versioned.ts';

// The recipes assigned to each day's slots (day_recipes), with the recipes' names.

export type DayRecipeRow = Awaited<ReturnType<typeof dayRecipesOf>>[number];

/** The recipes assigned to the dates' slots, with the recipe's names. */
export async function dayRecipesOf(db: Db, dates: readonly string[]) {
  if (dates.length === 0) return [];
  return db
    .select({
      dayRecipeId: dayRecipes.dayRecipeId,
      date: dayRecipes.date,
      slot: dayRecipes.slot,
      recipeId: dayRecipes.recipeId,
      qtyAdjust: dayRecipes.qtyAdjust,
      productionStage: dayRecipes.productionStage,
      isDone: dayRecipes.isDone,
      version: dayRecipes.version,
      name: recipes.name,
      clientFacingName: recipes.clientFacingName,
    })
    .from(dayRecipes)
    .innerJoin(recipes, eq(recipes.recipeId, dayRecipes.recipeId))
    .where(inArray(dayRecipes.date, [...dates]))
    .orderBy(asc(dayRecipes.date), asc(dayRecipes.slot));
}

// Writes: assignments, production stage and qty_adjust.

export type DayRecipeValues = Partial<
  Pick<typeof dayRecipes.$inferInsert, 'recipeId' | 'qtyAdjust' | 'productionStage' | 'isDone'>
>;

/** One slot of a date as stored (no recipe names). */
export async function findSlot(db: Db, date: string, slot: string) {
  const rows = await db
    .select()
    .from(dayRecipes)
    .where(and(eq(dayRecipes.date, date), eq(dayRecipes.slot, slot)));
  return rows[0];
}

/** The stored slots of the dates (no recipe names), for writes that replace them. */
export function slotsOfDates(db: Db, dates: readonly string[]) {
  return db
    .select()
    .from(dayRecipes)
    .where(inArray(dayRecipes.date, [...dates]))
    .orderBy(asc(dayRecipes.date), asc(dayRecipes.slot));
}

/** A slot's versioned update and delete (undefined = stale or gone). */
export const { updateIfVersion: updateSlotIfVersion, deleteIfVersion: deleteSlotIfVersion } = versionedWrites(
  dayRecipes,
  dayRecipes.dayRecipeId,
);

/** Inserts a slot unless the date already has it (a concurrent insert): undefined then. */
export async function insertSlot(
  db: Db,
  values: { date: string; slot: string; recipeId: number; qtyAdjust?: number },
  now: Date,
) {
  const rows = await db
    .insert(dayRecipes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [dayRecipes.date, dayRecipes.slot] })
    .returning();
  return rows[0];
}

/** The ids among `ids` that name a recipe (the recipes area's table, read only). */
export const existingRecipeIds = (db: Db, ids: readonly number[]) => existingIds(db, recipes.recipeId, ids);
