import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
