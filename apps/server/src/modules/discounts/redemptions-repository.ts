import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts } from '../../db/schema/controls.ts';
import { discountRedemptions } from '../../db/schema/money.ts';
import { anyRow } from '../../lib/sql.ts';
import type { DiscountRow } from './repository.ts';

/**
 * The rows of a code (by its text, any case) and of a code by id, locked for the rest of the transaction
 * (`SELECT … FOR UPDATE`). Locked in discount_id order, so two orders swapping codes cannot deadlock.
 */
export async function lockCodes(
  db: Db,
  which: { code: string | null; discountId: number | null },
): Promise<DiscountRow[]> {
  const parts: SQL[] = [];
  if (which.code !== null) parts.push(eq(sql`upper(${discounts.code})`, which.code.toUpperCase()));
  if (which.discountId !== null) parts.push(eq(discounts.discountId, which.discountId));
  if (parts.length === 0) return [];
  return db
    .select()
    .from(discounts)
    .where(or(...parts))
    .orderBy(asc(discounts.discountId))
    .for('update');
}

/** The code an order has redeemed, if any. */
export async function findByOrder(db: Db, orderId: number): Promise<{ discountId: number } | undefined> {
  const rows = await db
    .select({ discountId: discountRedemptions.discountId })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId));
  return rows[0];
}

/** Whether any order carries the code. */
export async function anyForCode(db: Db, discountId: number): Promise<boolean> {
  return anyRow(db, discountRedemptions, eq(discountRedemptions.discountId, discountId));
}

export async function insertRedemption(
  db: Db,
  values: { orderId: number; discountId: number; redeemedBy: number | null; redeemedAt: Date },
): Promise<void> {
  await db.insert(discountRedemptions).values(values);
}

/** Deletes an order's redemption; answers the code it held, or undefined when another transaction did first. */
export async function deleteRedemption(db: Db, orderId: number): Promise<number | undefined> {
  const rows = await db
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  return rows[0]?.discountId;
}

/**
 * One use more or less of a code. The count also holds the booking funnel's uses, so it never drops below 0.
 * Not a versioned edit: a staff member editing the code meanwhile keeps their version.
 */
export async function addUse(db: Db, discountId: number, delta: 1 | -1): Promise<void> {
  await db
    .update(discounts)
    .set({ usageCount: sql`greatest(${discounts.usageCount} + ${delta}, 0)` })
    .where(eq(discounts.discountId, discountId));
}
