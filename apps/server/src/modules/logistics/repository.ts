import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bagRecipeStatuses } from '../../db/schema/logistics.ts';

// What the packers marked on the bags' recipe lines: one row per (order, date, recipe, bag index).

export type BagRecipeStatusRow = typeof bagRecipeStatuses.$inferSelect;

export interface BagRecipeKey {
  orderId: number;
  date: string;
  recipeId: number;
  bagIndex: number;
}

/** The marks of the dates' bags. */
export async function statusesOf(db: Db, dates: readonly string[]): Promise<BagRecipeStatusRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(bagRecipeStatuses)
    .where(inArray(bagRecipeStatuses.date, [...dates]));
}

const keyWhere = (k: BagRecipeKey) =>
  and(
    eq(bagRecipeStatuses.orderId, k.orderId),
    eq(bagRecipeStatuses.date, k.date),
    eq(bagRecipeStatuses.recipeId, k.recipeId),
    eq(bagRecipeStatuses.bagIndex, k.bagIndex),
  );

export async function findStatus(db: Db, k: BagRecipeKey): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db.select().from(bagRecipeStatuses).where(keyWhere(k));
  return rows[0];
}

/** The first mark of a line; undefined when another was stored first (a concurrent mark). */
export async function insertStatus(
  db: Db,
  k: BagRecipeKey,
  status: string,
  now: Date,
): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db
    .insert(bagRecipeStatuses)
    .values({ ...k, status, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** A later mark, only while the stored version is the one read; undefined when stale or gone. */
export async function updateStatus(
  db: Db,
  k: BagRecipeKey,
  version: number,
  status: string,
  now: Date,
): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db
    .update(bagRecipeStatuses)
    .set({ status, updatedAt: now, version: sql`${bagRecipeStatuses.version} + 1` })
    .where(and(keyWhere(k), eq(bagRecipeStatuses.version, version)))
    .returning();
  return rows[0];
}
