import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { additionalDays, additionalMeals } from '../../db/schema/kitchen.ts';
import { nutritionalInfo, recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type AdditionalDayRow = typeof additionalDays.$inferSelect;
export type AdditionalMealRow = typeof additionalMeals.$inferSelect & { recipeName: string | null };

export async function findAdditionalDay(db: Db, date: string) {
  const [day] = await db.select().from(additionalDays).where(eq(additionalDays.date, date));
  const meals: AdditionalMealRow[] = (
    await db
      .select({ meal: additionalMeals, recipeName: recipes.name })
      .from(additionalMeals)
      .leftJoin(recipes, eq(recipes.recipeId, additionalMeals.recipeId))
      .where(eq(additionalMeals.date, date))
      .orderBy(asc(additionalMeals.position), asc(additionalMeals.additionalMealId))
  ).map((r) => ({ ...r.meal, recipeName: r.recipeName }));
  return { day, meals };
}

/** Which of these recipe ids exist, with their names. */
export async function recipeNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; clientFacingName: string }>();
  const rows = await db
    .select({ id: recipes.recipeId, name: recipes.name, clientFacingName: recipes.clientFacingName })
    .from(recipes)
    .where(inArray(recipes.recipeId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids among `ids` that name a nutritional information entry. */
export const existingNutritionalInfo = (db: Db, ids: readonly number[]) =>
  existingIds(db, nutritionalInfo.nutritionalInfoId, ids);

/** Creates the day (expected version 0) or bumps it from the version read; undefined = stale. */
export async function writeAdditionalDay(
  db: Db,
  date: string,
  expected: number,
  values: { beforeMealsHtml: string; afterMealsHtml: string },
  now: Date,
): Promise<AdditionalDayRow | undefined> {
  if (expected === 0) {
    const rows = await db
      .insert(additionalDays)
      .values({ date, ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  }
  return additionalDayWrites.updateIfVersion(db, date, expected, values, now);
}

const additionalDayWrites = versionedWrites(additionalDays, additionalDays.date);

export type MealValues = Omit<
  typeof additionalMeals.$inferInsert,
  'additionalMealId' | 'date' | 'version' | 'createdAt' | 'updatedAt'
>;

/**
 * The day's meals become exactly `meals`: a meal with the id of one of the day's meals updates that row (its
 * version goes up), the day's other meals are deleted, meals without an id (or with a foreign one) are new.
 */
export async function replaceMeals(
  db: Db,
  date: string,
  meals: readonly (MealValues & { id: number | null })[],
  now: Date,
) {
  const existing = new Set(
    (
      await db
        .select({ id: additionalMeals.additionalMealId })
        .from(additionalMeals)
        .where(eq(additionalMeals.date, date))
    ).map((r) => r.id),
  );
  const kept = meals.filter((m) => m.id !== null && existing.has(m.id)).map((m) => m.id!);
  await db
    .delete(additionalMeals)
    .where(
      kept.length > 0
        ? and(eq(additionalMeals.date, date), notInArray(additionalMeals.additionalMealId, kept))
        : eq(additionalMeals.date, date),
    );
  for (const { id, ...values } of meals) {
    if (id !== null && existing.has(id)) {
      await db
        .update(additionalMeals)
        .set({ ...values, updatedAt: now, version: sql`${additionalMeals.version} + 1` })
        .where(eq(additionalMeals.additionalMealId, id));
    } else {
      await db.insert(additionalMeals).values({ ...values, date, createdAt: now, updatedAt: now });
    }
  }
}
