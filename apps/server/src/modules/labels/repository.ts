import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyOf } from '../../db/any-of.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { ingredientAllergens, ingredients } from '../../db/schema/ingredients.ts';
import { orders } from '../../db/schema/orders.ts';
import { recipeAllergens, recipeIngredients, recipes } from '../../db/schema/recipes.ts';

// What labels read (ADR 068), read-only from the recipe, ingredient, allergen, customer and order tables
// (ADR 015): recipes with their lines and the lines' declarations, customers' allergies, orders' pick-up points.

/** The allergen catalogue with the EU-14 codes. */
export async function catalogue(db: Db) {
  return db
    .select({
      allergenId: allergens.allergenId,
      code: allergens.code,
      name: allergens.name,
      nameDe: allergens.nameDe,
    })
    .from(allergens);
}

export async function recipeNames(db: Db, recipeIds: readonly number[]) {
  return db
    .select({ recipeId: recipes.recipeId, name: recipes.name, clientFacingName: recipes.clientFacingName })
    .from(recipes)
    .where(anyOf(recipes.recipeId, recipeIds));
}

/** The recipes' lines in the order the nutrition analysis reads them (position, then id). */
export async function recipeLines(db: Db, recipeIds: readonly number[]) {
  return db
    .select({
      recipeId: recipeIngredients.recipeId,
      uid: recipeIngredients.uid,
      ingredientId: recipeIngredients.ingredientId,
      specId: recipeIngredients.ingredientSpecSuppliersId,
      clientFacingName: recipeIngredients.clientFacingName,
      name: ingredients.name,
      nameDe: ingredients.nameDe,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
    .where(anyOf(recipeIngredients.recipeId, recipeIds))
    .orderBy(
      asc(recipeIngredients.recipeId),
      asc(recipeIngredients.position),
      asc(recipeIngredients.recipeIngredientId),
    );
}

/** The names of ingredients a date swaps in (ADR 074). */
export async function ingredientNames(db: Db, ids: readonly number[]) {
  return db
    .select({ ingredientId: ingredients.ingredientId, name: ingredients.name, nameDe: ingredients.nameDe })
    .from(ingredients)
    .where(anyOf(ingredients.ingredientId, ids));
}

/** Contains and may-contain declarations of the ingredients (FREE and unknown print nothing). */
export async function declarations(db: Db, ingredientIds: readonly number[]) {
  return db
    .select({
      ingredientId: ingredientAllergens.ingredientId,
      allergenId: ingredientAllergens.allergenId,
      kind: ingredientAllergens.kind,
    })
    .from(ingredientAllergens)
    .where(
      and(anyOf(ingredientAllergens.ingredientId, ingredientIds), sql`${ingredientAllergens.kind} <> 'FREE'`),
    );
}

export async function manualAllergens(db: Db, recipeIds: readonly number[]) {
  return db
    .select({ recipeId: recipeAllergens.recipeId, allergenId: recipeAllergens.allergenId })
    .from(recipeAllergens)
    .where(anyOf(recipeAllergens.recipeId, recipeIds));
}

/** The customers' allergies: from the list (in both languages) and their own words. */
export async function allergiesOf(db: Db, customerIds: readonly number[]) {
  const [listed, own] = await Promise.all([
    db
      .select({ customerId: customerAllergens.customerId, name: allergens.name, nameDe: allergens.nameDe })
      .from(customerAllergens)
      .innerJoin(allergens, eq(allergens.allergenId, customerAllergens.allergenId))
      .where(and(anyOf(customerAllergens.customerId, customerIds), eq(customerAllergens.kind, 'ALLERGY')))
      .orderBy(asc(allergens.name)),
    db
      .select({ customerId: customers.customerId, other: customers.otherAllergens })
      .from(customers)
      .where(anyOf(customers.customerId, customerIds)),
  ]);
  return { listed, own };
}

/** The pick-up point an order goes to (the order's, else its customer's), for orders collected there. */
export async function pickUpPointsOf(db: Db, orderIds: readonly number[]) {
  return db
    .select({ orderId: orders.orderId, name: pickUpPoints.name })
    .from(orders)
    .innerJoin(customers, eq(customers.customerId, orders.customerId))
    .innerJoin(
      pickUpPoints,
      sql`${orders.pickUp} and ${pickUpPoints.pickUpPointId} = coalesce(${orders.pickUpPointId}, ${customers.pickUpPointId})`,
    )
    .where(anyOf(orders.orderId, orderIds));
}
