import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopEvents, shopOrderLines, shopOrders, shopVariants } from '../../db/schema/integrations.ts';

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopLineRow = typeof shopOrderLines.$inferSelect;
export type ShopVariantRow = typeof shopVariants.$inferSelect;

const LIST_LIMIT = 200;

/** Records a webhook delivery; false when this event id was taken before (a redelivery). */
export async function recordEvent(db: Db, event: typeof shopEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(shopEvents).values(event).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/**
 * Keeps the newest payload of a shop order: a new order is inserted pending; a known one takes the payload
 * only when it is newer than the stored one (`shop_updated_at`), and goes back to pending to be imported
 * again. The same version again (a second pull, orders/create and orders/updated of one change) changes
 * nothing: it was queued when it first came, and an order already imported must not wait again. Answers
 * whether the payload was taken.
 */
export async function upsertOrder(
  db: Db,
  row: Pick<ShopOrderRow, 'shopOrderId' | 'name' | 'email' | 'payload' | 'shopUpdatedAt' | 'receivedAt'>,
): Promise<boolean> {
  const taken = await db
    .insert(shopOrders)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: shopOrders.shopOrderId,
      set: {
        name: row.name,
        email: row.email,
        payload: row.payload,
        shopUpdatedAt: row.shopUpdatedAt,
        receivedAt: row.receivedAt,
        status: 'pending',
      },
      setWhere: row.shopUpdatedAt
        ? or(isNull(shopOrders.shopUpdatedAt), lt(shopOrders.shopUpdatedAt, row.shopUpdatedAt))
        : undefined,
    })
    .returning({ id: shopOrders.shopOrderId });
  return taken.length > 0;
}

export async function findOrder(db: Db, id: number, forUpdate = false): Promise<ShopOrderRow | undefined> {
  const query = db.select().from(shopOrders).where(eq(shopOrders.shopOrderId, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listOrders(
  db: Db,
  status: ShopOrderRow['status'] | undefined,
): Promise<ShopOrderRow[]> {
  return db
    .select()
    .from(shopOrders)
    .where(status ? eq(shopOrders.status, status) : undefined)
    .orderBy(desc(shopOrders.receivedAt), desc(shopOrders.shopOrderId))
    .limit(LIST_LIMIT);
}

export async function setImportState(
  db: Db,
  id: number,
  state: Pick<ShopOrderRow, 'status' | 'problems'> & Partial<Pick<ShopOrderRow, 'customerId' | 'importedAt'>>,
): Promise<void> {
  await db.update(shopOrders).set(state).where(eq(shopOrders.shopOrderId, id));
}

export async function linesOf(db: Db, ids: number[]): Promise<ShopLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.shopOrderId, ids))
    .orderBy(asc(shopOrderLines.lineItemId));
}

export async function upsertLine(db: Db, line: ShopLineRow): Promise<void> {
  await db
    .insert(shopOrderLines)
    .values(line)
    .onConflictDoUpdate({
      target: [shopOrderLines.shopOrderId, shopOrderLines.lineItemId],
      set: { orderId: line.orderId, processedOverride: line.processedOverride },
    });
}

export async function setLineOverride(
  db: Db,
  shopOrderId: number,
  lineItemId: number,
  processedOverride: boolean | null,
): Promise<void> {
  await db
    .insert(shopOrderLines)
    .values({ shopOrderId, lineItemId, orderId: null, processedOverride })
    .onConflictDoUpdate({
      target: [shopOrderLines.shopOrderId, shopOrderLines.lineItemId],
      set: { processedOverride },
    });
}

/** Forgets the orders made from the lines (their orders stay, cancelled by the caller) and every override. */
export async function clearLines(db: Db, shopOrderId: number): Promise<ShopLineRow[]> {
  return db.delete(shopOrderLines).where(eq(shopOrderLines.shopOrderId, shopOrderId)).returning();
}

export async function listVariants(db: Db): Promise<ShopVariantRow[]> {
  return db.select().from(shopVariants).orderBy(asc(shopVariants.title), asc(shopVariants.variantId));
}

export async function findVariants(db: Db, ids: number[]): Promise<ShopVariantRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(shopVariants).where(inArray(shopVariants.variantId, ids));
}

export async function insertVariant(
  db: Db,
  row: typeof shopVariants.$inferInsert,
): Promise<ShopVariantRow | undefined> {
  const [inserted] = await db.insert(shopVariants).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateVariantIfVersion(
  db: Db,
  variantId: number,
  version: number,
  values: Partial<typeof shopVariants.$inferInsert>,
  now: Date,
): Promise<ShopVariantRow | undefined> {
  const [row] = await db
    .update(shopVariants)
    .set({ ...values, version: sql`${shopVariants.version} + 1`, updatedAt: now })
    .where(and(eq(shopVariants.variantId, variantId), eq(shopVariants.version, version)))
    .returning();
  return row;
}

/** The shop orders waiting for one of these variants, to import again once it is mapped. */
export async function waitingFor(db: Db, variantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shopOrders.shopOrderId })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.status, 'waiting'),
        sql`${shopOrders.problems} @> ${JSON.stringify([{ code: 'unknown_variant', variant_id: variantId }])}::jsonb`,
      ),
    );
  return rows.map((r) => r.id);
}
