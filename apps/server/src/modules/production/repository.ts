import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { versionedWrites } from '../../lib/versioned.ts';
import { customers } from '../../db/schema/customers.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { additionalBags, dayOverrides, mealOverrides, orders } from '../../db/schema/orders.ts';
import { recipes } from '../../db/schema/recipes.ts';

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

/**
 * Everything the kitchen counts of some dates need, set-based (four queries whatever the number of orders):
 * the orders that may deliver on one of the dates (not cancelled, started by the last date, not ended before
 * the week of the first — the exact days are the domain's), their day and meal overrides and additional bags
 * of those dates.
 */
export async function loadOrdersOfDates(db: Db, dates: readonly string[], first: string, last: string) {
  if (dates.length === 0) return { orderRows: [], days: [], meals: [], bags: [] };
  const weekBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const active = and(
    eq(orders.cancelled, false),
    lte(orders.startDate, last),
    or(isNull(orders.endDate), gte(orders.endDate, weekBefore)),
  )!;
  const activeIds = db.select({ id: orders.orderId }).from(orders).where(active);
  const onDates = [...dates];
  const [orderRows, days, meals, bags] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        type: orders.type,
        isFlex: orders.isFlex,
        dayTrial: orders.dayTrial,
        discountMeals: orders.discountMeals,
        startDate: orders.startDate,
        endDate: orders.endDate,
        weekdays: orders.weekdays,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.customerId, orders.customerId))
      .where(active)
      .orderBy(asc(orders.orderId)),
    db
      .select({
        orderId: dayOverrides.orderId,
        date: dayOverrides.date,
        status: dayOverrides.status,
        hasDiscountMeals: dayOverrides.hasDiscountMeals,
        programmeType: dayOverrides.programmeType,
        isFlex: dayOverrides.isFlex,
      })
      .from(dayOverrides)
      .where(and(inArray(dayOverrides.date, onDates), inArray(dayOverrides.orderId, activeIds))),
    db
      .select({
        orderId: mealOverrides.orderId,
        date: mealOverrides.date,
        programmeType: mealOverrides.programmeType,
        isFlex: mealOverrides.isFlex,
        discountMeals: mealOverrides.discountMeals,
      })
      .from(mealOverrides)
      .where(and(inArray(mealOverrides.date, onDates), inArray(mealOverrides.orderId, activeIds))),
    db
      .select({
        orderId: additionalBags.orderId,
        date: additionalBags.date,
        bagsJson: additionalBags.bagsJson,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(additionalBags)
      .innerJoin(orders, eq(orders.orderId, additionalBags.orderId))
      .innerJoin(customers, eq(customers.customerId, orders.customerId))
      .where(inArray(additionalBags.date, onDates)),
  ]);
  return { orderRows, days, meals, bags };
}

// ---- Writes of day_recipes (issue 7: assignments, production stage, qty_adjust) ----

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

/** A slot's versioned update and delete (undefined = stale or gone; DESIGN §4). */
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

/** The ids among `ids` that name a recipe. */
export async function existingRecipeIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.recipeId })
    .from(recipes)
    .where(inArray(recipes.recipeId, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}
