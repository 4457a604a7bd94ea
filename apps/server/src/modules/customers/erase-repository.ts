import { erasedShopPayload } from '@brigade/domain/customers/erasure';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerDislikeSuppressions } from '../../db/schema/customer-dislikes.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { newsletterSignups, shopOrders } from '../../db/schema/integrations.ts';
import { invoices } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';
import { allergenSuppressions } from '../../db/schema/recipes.ts';

// The writes of a customer's erasure (ADR 082); the values come from the domain's erasure rules.

export type ErasedCustomerColumns = Partial<typeof customers.$inferInsert>;
export type ErasedAddressColumns = Partial<typeof addresses.$inferInsert>;

/** The customer's row, locked for the erasure (a save of the customer waits, then meets the erased row). */
export async function lockCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.customerId, id)).for('update');
  return row;
}

export async function ordersOf(db: Db, customerId: number) {
  return db
    .select({ cancelled: orders.cancelled, end_date: orders.endDate })
    .from(orders)
    .where(eq(orders.customerId, customerId));
}

/** Anonymises the customer's row and addresses; answers how many addresses were changed. */
export async function anonymise(
  db: Db,
  id: number,
  values: { customer: ErasedCustomerColumns; address: ErasedAddressColumns },
  now: Date,
): Promise<number> {
  await db
    .update(customers)
    .set({ ...values.customer, version: sql`${customers.version} + 1`, updatedAt: now })
    .where(eq(customers.customerId, id));
  const changed = await db
    .update(addresses)
    .set({ ...values.address, version: sql`${addresses.version} + 1`, updatedAt: now })
    .where(eq(addresses.customerId, id))
    .returning({ id: addresses.addressId });
  return changed.length;
}

/** Deletes the customer's health rows and sign-ups; answers the rows deleted per table. */
export async function deletePersonalRows(db: Db, id: number): Promise<Record<string, number>> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    customer_allergens: await count(
      db.delete(customerAllergens).where(eq(customerAllergens.customerId, id)).returning(),
    ),
    customer_dislike_suppressions: await count(
      db
        .delete(customerDislikeSuppressions)
        .where(eq(customerDislikeSuppressions.customerId, id))
        .returning(),
    ),
    allergen_suppressions: await count(
      db.delete(allergenSuppressions).where(eq(allergenSuppressions.customerId, id)).returning(),
    ),
    newsletter_signups: await count(
      db.delete(newsletterSignups).where(eq(newsletterSignups.customerId, id)).returning(),
    ),
  };
}

/**
 * What is kept loses what the law does not ask for: the orders' delivery notes, the invoices' e-mail (the
 * issued name and address stay), the shop orders' buyer details. Answers the rows kept per table.
 */
export async function stripKeptRecords(
  db: Db,
  id: number,
  erasedName: string,
  now: Date,
): Promise<Record<string, number>> {
  const keptOrders = await db
    .update(orders)
    .set({ deliveryInstructions: '', version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.customerId, id))
    .returning({ id: orders.orderId });
  const keptInvoices = await db
    .update(invoices)
    .set({ email: null, version: sql`${invoices.version} + 1`, updatedAt: now })
    .where(eq(invoices.customerId, id))
    .returning({ id: invoices.invoiceId });
  const shop = await db.select().from(shopOrders).where(eq(shopOrders.customerId, id));
  for (const row of shop) {
    await db
      .update(shopOrders)
      .set({ name: erasedName, email: null, payload: erasedShopPayload(row.payload) })
      .where(eq(shopOrders.shopOrderId, row.shopOrderId));
  }
  return { orders: keptOrders.length, invoices: keptInvoices.length, shop_orders: shop.length };
}
