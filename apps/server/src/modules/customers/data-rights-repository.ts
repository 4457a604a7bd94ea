import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { customerDislikeSuppressions } from '../../db/schema/customer-dislikes.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { consignmentTracking, publishedConsignments } from '../../db/schema/dispatch.ts';
import {
  accountingContacts,
  discountRedemptions,
  invoiceLines,
  invoices,
  payments,
} from '../../db/schema/money.ts';
import { additionalBags, dayOverrides, mealOverrides, orders } from '../../db/schema/orders.ts';
import { newsletterSignups, shopOrders } from '../../db/schema/integrations.ts';
import { allergenSuppressions } from '../../db/schema/recipes.ts';
import { specialProgrammeCustomers } from '../../db/schema/special-programmes.ts';

// Every table that holds rows of one customer (ADR 082): what their export reads and their erasure changes.

type Row = Record<string, unknown>;

/** Rows as stored, with the API's snake_case field names. */
function snake(rows: readonly object[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
    ),
  );
}

/** The customer's own rows and their orders' (overrides, bags, discount codes). */
async function customerAndOrders(db: Db, id: number) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(asc(orders.orderId));
  const orderIds = orderRows.map((o) => o.orderId);
  const some = orderIds.length > 0;
  const [customer, addressRows, health, dislikes, days, meals, bags, codes] = await Promise.all([
    db.select().from(customers).where(eq(customers.customerId, id)),
    db.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(asc(addresses.addressId)),
    db
      .select({
        allergenId: customerAllergens.allergenId,
        kind: customerAllergens.kind,
        name: allergens.name,
      })
      .from(customerAllergens)
      .innerJoin(allergens, eq(allergens.allergenId, customerAllergens.allergenId))
      .where(eq(customerAllergens.customerId, id)),
    db.select().from(customerDislikeSuppressions).where(eq(customerDislikeSuppressions.customerId, id)),
    some ? db.select().from(dayOverrides).where(inArray(dayOverrides.orderId, orderIds)) : [],
    some ? db.select().from(mealOverrides).where(inArray(mealOverrides.orderId, orderIds)) : [],
    some ? db.select().from(additionalBags).where(inArray(additionalBags.orderId, orderIds)) : [],
    some ? db.select().from(discountRedemptions).where(inArray(discountRedemptions.orderId, orderIds)) : [],
  ]);
  return {
    customer: snake(customer),
    addresses: snake(addressRows),
    allergens_and_warnings: snake(health),
    dislike_suppressions: snake(dislikes),
    orders: snake(orderRows),
    day_overrides: snake(days),
    meal_overrides: snake(meals),
    additional_bags: snake(bags),
    discount_redemptions: snake(codes),
  };
}

/** The customer's money (invoices with lines and payments) and everything else that names them. */
async function moneyAndMore(db: Db, id: number) {
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.customerId, id))
    .orderBy(asc(invoices.invoiceId));
  const invoiceIds = invoiceRows.map((i) => i.invoiceId);
  const ofInvoices = invoiceIds.length > 0;
  const consignments = await db
    .select()
    .from(publishedConsignments)
    .where(sql`${publishedConsignments.customerIds} @> ${JSON.stringify([id])}::jsonb`);
  const [lines, paymentRows, programmes, signups, shop, suppressions, contacts, tracking] = await Promise.all(
    [
      ofInvoices ? db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)) : [],
      ofInvoices ? db.select().from(payments).where(inArray(payments.invoiceId, invoiceIds)) : [],
      db.select().from(specialProgrammeCustomers).where(eq(specialProgrammeCustomers.customerId, id)),
      db.select().from(newsletterSignups).where(eq(newsletterSignups.customerId, id)),
      db.select().from(shopOrders).where(eq(shopOrders.customerId, id)),
      db.select().from(allergenSuppressions).where(eq(allergenSuppressions.customerId, id)),
      db.select().from(accountingContacts).where(eq(accountingContacts.customerId, id)),
      trackingOf(db, consignments),
    ],
  );
  return {
    invoices: snake(invoiceRows),
    invoice_lines: snake(lines),
    payments: snake(paymentRows),
    special_programmes: snake(programmes),
    newsletter_signups: snake(signups),
    shop_orders: snake(shop),
    allergen_suppressions: snake(suppressions),
    accounting_contacts: snake(contacts),
    consignments: snake(consignments),
    consignment_tracking: snake(tracking),
  };
}

function trackingOf(db: Db, consignments: readonly { date: string; code: string }[]) {
  if (consignments.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(consignmentTracking)
    .where(
      sql`(${consignmentTracking.date}, ${consignmentTracking.code}) in (${sql.join(
        consignments.map((c) => sql`(${c.date}::date, ${c.code})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(consignmentTracking.trackingId));
}

/** Everything stored about the customer, one list of rows per table; undefined when there is no such customer. */
export async function customerData(db: Db, id: number): Promise<Record<string, Row[]> | undefined> {
  const own = await customerAndOrders(db, id);
  if (own.customer.length === 0) return undefined;
  return { ...own, ...(await moneyAndMore(db, id)) };
}
