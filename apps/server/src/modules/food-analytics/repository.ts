import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayRecipes } from '../../db/schema/kitchen.ts';
import { additionalBags, dayOverrides, mealOverrides, orders } from '../../db/schema/orders.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { mayDeliverBy, orderScheduleColumns } from '../../lib/order-schedule.ts';

// What the food figures read: orders, their overrides and bags, the kitchen's slots, feedback and allergen
// suppressions, all other areas' tables, read only (ADR 015). Dates are compared as ranges (two years of
// dates would make long IN lists).

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The kitchen's inputs of the dates from `first` to `last`: the orders that may deliver on one of them (as
 * the kitchen counts load them), their day and meal overrides and additional bags of the range, and the
 * assigned slots with their recipe's name. Five queries whatever the range.
 */
export async function kitchenInputs(db: Db, first: IsoDate, last: IsoDate) {
  const active = mayDeliverBy(last, addDays(first, -6));
  const activeIds = db.select({ id: orders.orderId }).from(orders).where(active);
  const [orderRows, days, meals, bags, slots] = await Promise.all([
    db
      .select({ orderId: orders.orderId, customerId: orders.customerId, ...orderScheduleColumns })
      .from(orders)
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
      .where(and(between(dayOverrides.date, first, last), inArray(dayOverrides.orderId, activeIds))),
    db
      .select({
        orderId: mealOverrides.orderId,
        date: mealOverrides.date,
        programmeType: mealOverrides.programmeType,
        isFlex: mealOverrides.isFlex,
        discountMeals: mealOverrides.discountMeals,
      })
      .from(mealOverrides)
      .where(and(between(mealOverrides.date, first, last), inArray(mealOverrides.orderId, activeIds))),
    db
      .select({
        orderId: additionalBags.orderId,
        date: additionalBags.date,
        bagsJson: additionalBags.bagsJson,
      })
      .from(additionalBags)
      .where(between(additionalBags.date, first, last)),
    db
      .select({
        date: dayRecipes.date,
        slot: dayRecipes.slot,
        recipeId: dayRecipes.recipeId,
        qtyAdjust: dayRecipes.qtyAdjust,
        name: recipes.name,
      })
      .from(dayRecipes)
      .innerJoin(recipes, eq(recipes.recipeId, dayRecipes.recipeId))
      .where(between(dayRecipes.date, first, last)),
  ]);
  return { orderRows, days, meals, bags, slots };
}
export type KitchenInputs = Awaited<ReturnType<typeof kitchenInputs>>;

/** The feedback on dishes served in the range (by served_on, else the day it was given), per recipe. */
export async function ratingsPerRecipe(db: Db, first: IsoDate, last: IsoDate) {
  return rows<{
    recipe_id: number;
    name: string;
    ratings: number;
    average: string;
    rating_1: number;
    rating_2: number;
    rating_3: number;
    rating_4: number;
    rating_5: number;
    latest_comment: string | null;
  }>(
    await db.execute(sql`WITH f AS (
        SELECT f.*, COALESCE(f.served_on, (f.created_at AT TIME ZONE 'Europe/Zurich')::date) AS day
        FROM recipe_feedback f
      ), inside AS (SELECT * FROM f WHERE day BETWEEN ${first} AND ${last})
      SELECT r.recipe_id, r.name, count(*)::int AS ratings, round(avg(i.rating), 2)::text AS average,
        count(*) FILTER (WHERE i.rating = 1)::int AS rating_1, count(*) FILTER (WHERE i.rating = 2)::int AS rating_2,
        count(*) FILTER (WHERE i.rating = 3)::int AS rating_3, count(*) FILTER (WHERE i.rating = 4)::int AS rating_4,
        count(*) FILTER (WHERE i.rating = 5)::int AS rating_5,
        (SELECT c.comment FROM inside c WHERE c.recipe_id = r.recipe_id AND c.comment <> ''
          ORDER BY c.created_at DESC, c.recipe_feedback_id DESC LIMIT 1) AS latest_comment
      FROM inside i JOIN recipes r ON r.recipe_id = i.recipe_id
      GROUP BY r.recipe_id, r.name
      ORDER BY avg(i.rating) DESC, count(*) DESC, r.recipe_id`),
  );
}

/** The feedback's count and average per week (Monday) of the range. */
export async function ratingsPerWeek(db: Db, first: IsoDate, last: IsoDate) {
  return rows<{ monday: string; ratings: number; average: string }>(
    await db.execute(sql`WITH f AS (
        SELECT rating, COALESCE(served_on, (created_at AT TIME ZONE 'Europe/Zurich')::date) AS day FROM recipe_feedback
      )
      SELECT to_char(day - (extract(isodow FROM day)::int - 1), 'YYYY-MM-DD') AS monday,
        count(*)::int AS ratings, round(avg(rating), 2)::text AS average
      FROM f WHERE day BETWEEN ${first} AND ${last} GROUP BY 1 ORDER BY 1`),
  );
}

/** The meals changed for allergies per week: suppressions, their customers and recipes. */
export async function allergyChangesPerWeek(db: Db, first: IsoDate, last: IsoDate) {
  return rows<{ monday: string; meals_changed: number; customers: number; recipes: number }>(
    await db.execute(sql`SELECT to_char(date - (extract(isodow FROM date)::int - 1), 'YYYY-MM-DD') AS monday,
        count(*)::int AS meals_changed, count(DISTINCT customer_id)::int AS customers,
        count(DISTINCT recipe_id)::int AS recipes
      FROM allergen_suppressions WHERE date BETWEEN ${first} AND ${last}
        AND (jsonb_array_length(suppress_allergies) > 0 OR jsonb_array_length(suppress_warnings) > 0)
      GROUP BY 1 ORDER BY 1`),
  );
}

/** The ingredients the suppressions of the range name most often (allergies and warnings), up to 10. */
export async function allergyIngredients(db: Db, first: IsoDate, last: IsoDate) {
  return rows<{ name: string; meals: number }>(
    await db.execute(sql`SELECT x.name, count(*)::int AS meals
      FROM allergen_suppressions s
      CROSS JOIN LATERAL (
        SELECT jsonb_array_elements_text(s.suppress_allergies) AS name
        UNION SELECT jsonb_array_elements_text(s.suppress_warnings)
      ) x
      WHERE s.date BETWEEN ${first} AND ${last}
      GROUP BY x.name ORDER BY count(*) DESC, x.name LIMIT 10`),
  );
}
