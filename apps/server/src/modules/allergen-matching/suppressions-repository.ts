import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { allergenSuppressions, recipes } from '../../db/schema/recipes.ts';
import { existingIds } from '../../lib/existing-ids.ts';

// Suppressions: one row per (date, customer, recipe, order or none).

export type SuppressionRow = typeof allergenSuppressions.$inferSelect;

/** The suppressions of a date (of some recipes), by customer and recipe. */
export async function suppressionsOf(db: Db, date: string, recipeIds?: number[]) {
  return db
    .select()
    .from(allergenSuppressions)
    .where(
      recipeIds === undefined
        ? eq(allergenSuppressions.date, date)
        : and(eq(allergenSuppressions.date, date), inArray(allergenSuppressions.recipeId, recipeIds)),
    )
    .orderBy(
      asc(allergenSuppressions.customerId),
      asc(allergenSuppressions.recipeId),
      asc(allergenSuppressions.allergenSuppressionId),
    );
}

export interface SuppressionKey {
  date: string;
  customerId: number;
  recipeId: number;
  orderId: number | null;
}

const keyWhere = (k: SuppressionKey) =>
  and(
    eq(allergenSuppressions.date, k.date),
    eq(allergenSuppressions.customerId, k.customerId),
    eq(allergenSuppressions.recipeId, k.recipeId),
    k.orderId === null ? isNull(allergenSuppressions.orderId) : eq(allergenSuppressions.orderId, k.orderId),
  );

export async function findSuppression(db: Db, k: SuppressionKey): Promise<SuppressionRow | undefined> {
  const rows = await db.select().from(allergenSuppressions).where(keyWhere(k));
  return rows[0];
}

export async function insertSuppression(
  db: Db,
  k: SuppressionKey,
  lists: { suppressAllergies: string[]; suppressWarnings: string[] },
  now: Date,
): Promise<SuppressionRow | undefined> {
  const rows = await db
    .insert(allergenSuppressions)
    .values({ ...k, ...lists, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function updateSuppression(
  db: Db,
  k: SuppressionKey,
  version: number,
  lists: { suppressAllergies: string[]; suppressWarnings: string[] },
  now: Date,
): Promise<SuppressionRow | undefined> {
  const rows = await db
    .update(allergenSuppressions)
    .set({ ...lists, updatedAt: now, version: sql`${allergenSuppressions.version} + 1` })
    .where(and(keyWhere(k), eq(allergenSuppressions.version, version)))
    .returning();
  return rows[0];
}

export const customerExists = async (db: Db, customerId: number) =>
  (await existingIds(db, customers.customerId, [customerId])).has(customerId);

export const recipeExists = async (db: Db, recipeId: number) =>
  (await existingIds(db, recipes.recipeId, [recipeId])).has(recipeId);

export async function orderOwner(db: Db, orderId: number): Promise<number | undefined> {
  const rows = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return rows[0]?.customerId;
}
