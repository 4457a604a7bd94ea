import { and, asc, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { allergenBlocks, allergens } from '../../db/schema/allergens.ts';
import { customerDislikeSuppressions } from '../../db/schema/customer-dislikes.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { dayOverrides, orders } from '../../db/schema/orders.ts';
import { ingredientAllergens, ingredients } from '../../db/schema/ingredients.ts';
import { recipeAllergens, recipeIngredients, recipes } from '../../db/schema/recipes.ts';
import { selectDeclarations } from '../../lib/ingredient-tags.ts';
import { mayDeliverBy } from '../../lib/order-schedule.ts';

/**
 * The recipes with their ingredient lines, the ingredients' allergen declarations and manual allergens; with
 * the names and declarations of the ingredients a date swaps in (ADR 074).
 */
export async function loadRecipes(db: Db, recipeIds: number[], swappedIn: readonly number[] = []) {
  const [recipeRows, lineRows, tagRows, manualRows, catalogue, swappedNames] = await Promise.all([
    db
      .select({ recipeId: recipes.recipeId, name: recipes.name })
      .from(recipes)
      .where(inArray(recipes.recipeId, recipeIds)),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        uid: recipeIngredients.uid,
        ingredientId: ingredients.ingredientId,
        specId: recipeIngredients.ingredientSpecSuppliersId,
        name: ingredients.name,
      })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, recipeIds))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
    selectDeclarations(db).where(
      or(
        inArray(
          ingredientAllergens.ingredientId,
          db
            .select({ id: recipeIngredients.ingredientId })
            .from(recipeIngredients)
            .where(inArray(recipeIngredients.recipeId, recipeIds)),
        ),
        anyOf(ingredientAllergens.ingredientId, swappedIn),
      ),
    ),
    db
      .select({ recipeId: recipeAllergens.recipeId, allergenId: allergens.allergenId, name: allergens.name })
      .from(recipeAllergens)
      .innerJoin(allergens, eq(allergens.allergenId, recipeAllergens.allergenId))
      .where(inArray(recipeAllergens.recipeId, recipeIds))
      .orderBy(asc(allergens.name)),
    db.select({ allergenId: allergens.allergenId }).from(allergens).where(isNotNull(allergens.code)),
    db
      .select({ ingredientId: ingredients.ingredientId, name: ingredients.name })
      .from(ingredients)
      .where(anyOf(ingredients.ingredientId, swappedIn)),
  ]);
  // The EU-14 (with a code) are the allergens every ingredient must declare (ADR 054).
  return {
    recipeRows,
    lineRows,
    tagRows,
    manualRows,
    allergenIds: catalogue.map((a) => a.allergenId),
    swappedNames: new Map(swappedNames.map((r) => [r.ingredientId, r.name])),
  };
}

export async function loadBlocks(db: Db) {
  return db.select({ subject: allergenBlocks.subject, test: allergenBlocks.test }).from(allergenBlocks);
}

const customerColumns = {
  customerId: customers.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  otherAllergens: customers.otherAllergens,
  otherWarnings: customers.otherWarnings,
  dislikes: customers.dislikes,
};

/** Candidate orders of a date (narrow rows: the schedule only) and that date's day overrides. */
export async function ordersOfDate(db: Db, date: string, weekBefore: string, customerIds?: number[]) {
  const where =
    customerIds === undefined
      ? mayDeliverBy(date, weekBefore)
      : and(mayDeliverBy(date, weekBefore), anyOf(orders.customerId, customerIds))!;
  const orderIds = db.select({ id: orders.orderId }).from(orders).where(where);
  const [orderRows, overrides] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        customerId: orders.customerId,
        weekdays: orders.weekdays,
        startDate: orders.startDate,
        endDate: orders.endDate,
      })
      .from(orders)
      .where(where),
    db
      .select({ orderId: dayOverrides.orderId, date: dayOverrides.date, status: dayOverrides.status })
      .from(dayOverrides)
      .where(and(eq(dayOverrides.date, date), inArray(dayOverrides.orderId, orderIds))),
  ]);
  return { orderRows, overrides };
}

const inIds = (column: AnyColumn, ids: number[] | SQL) =>
  Array.isArray(ids) ? anyOf(column, ids) : sql`${column} in ${ids}`;

/**
 * The customers among `ids` with anything to match (allergens, warnings, other allergens or warnings,
 * dislikes): the others can match nothing, so their rows are never read.
 */
async function sensitiveCustomers(db: Db, ids: number[] | SQL) {
  return db
    .select(customerColumns)
    .from(customers)
    .where(
      and(
        inIds(customers.customerId, ids),
        sql`(jsonb_array_length(${customers.otherAllergens}) > 0
          or jsonb_array_length(${customers.otherWarnings}) > 0
          or jsonb_array_length(${customers.dislikes}) > 0
          or exists (select 1 from ${customerAllergens}
            where ${customerAllergens.customerId} = ${customers.customerId}))`,
      ),
    );
}

/** The allergens (ALLERGY) and warnings (WARNING) of customers, from a list of ids or a subquery. */
async function healthOf(db: Db, customerIds: number[] | SQL) {
  return db
    .select({
      customerId: customerAllergens.customerId,
      allergenId: customerAllergens.allergenId,
      name: allergens.name,
      code: allergens.code,
      kind: customerAllergens.kind,
    })
    .from(customerAllergens)
    .innerJoin(allergens, eq(allergens.allergenId, customerAllergens.allergenId))
    .where(
      Array.isArray(customerIds)
        ? anyOf(customerAllergens.customerId, customerIds)
        : sql`${customerAllergens.customerId} in ${customerIds}`,
    )
    .orderBy(asc(allergens.name));
}

/** Customer ids of the candidate orders of a date, as a subquery (no id list travels to the database). */
function customerIdsOfDate(db: Db, date: string, weekBefore: string): SQL {
  return sql`(${db.select({ id: orders.customerId }).from(orders).where(mayDeliverBy(date, weekBefore))})`;
}

/** The customers' dislikes suppressed customer-wide (ADR 077): they are matched no more. */
async function suppressedDislikesOf(db: Db, ids: number[] | SQL) {
  return db
    .select({
      customerId: customerDislikeSuppressions.customerId,
      dislike: customerDislikeSuppressions.dislike,
    })
    .from(customerDislikeSuppressions)
    .where(inIds(customerDislikeSuppressions.customerId, ids));
}

export type SensitiveCustomer = Awaited<ReturnType<typeof sensitiveCustomers>>[number];
export type CustomerHealth = Awaited<ReturnType<typeof healthOf>>[number];

/**
 * The customers to check with anything to match, and their allergens and warnings: those named, or those of
 * the candidate orders of a date; and their dislikes suppressed customer-wide.
 */
export async function customersToCheck(db: Db, scope: number[] | { date: string; weekBefore: string }) {
  const ids = Array.isArray(scope) ? scope : customerIdsOfDate(db, scope.date, scope.weekBefore);
  const [sensitive, health, suppressedDislikes] = await Promise.all([
    sensitiveCustomers(db, ids),
    healthOf(db, ids),
    suppressedDislikesOf(db, ids),
  ]);
  return { sensitive, health, suppressedDislikes };
}
