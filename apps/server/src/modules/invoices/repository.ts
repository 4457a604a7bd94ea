import type { InvoiceAddress, InvoiceListQuery } from '@brigade/domain/schemas/invoices';
import type { InvoiceLineDraft } from '@brigade/domain/invoices/invoice-lines';
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { invoiceCounters, invoiceLines, invoices, payments } from '../../db/schema/money.ts';
import { specialProgrammeCustomers, specialProgrammes } from '../../db/schema/special-programmes.ts';

export type InvoiceRow = typeof invoices.$inferSelect & { customerName: string };
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
type NewInvoice = Omit<typeof invoices.$inferInsert, 'year' | 'seq' | 'number' | 'reference'>;

const money = (value: number) => value.toFixed(2);

/**
 * The next number of `year`, taken in the caller's transaction: the counter's row stays locked until it
 * commits, so two invoices made at once get consecutive numbers, and a rolled-back one gives its number back
 * (no gaps, no duplicates).
 */
export async function nextSeq(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ seq: invoiceCounters.lastNumber });
  return row!.seq;
}

/** Inserts an invoice with its number, reference and lines (in the caller's transaction). */
export async function insertInvoice(
  tx: Db,
  invoice: NewInvoice & { year: number; seq: number; number: string; reference: string },
  lines: readonly InvoiceLineDraft[],
): Promise<number> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.invoiceId });
  const id = row!.id;
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(
      lines.map((line, i) => ({
        invoiceId: id,
        position: i + 1,
        orderId: line.order_id,
        weekStart: line.week_start,
        text: line.text,
        quantity: String(line.quantity),
        unitPrice: money(line.unit_price),
        discount: money(line.discount),
        discountCode: line.discount_code,
        amount: money(line.amount),
      })),
    );
  }
  return id;
}

const withCustomer = {
  customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
};

function listFilter(query: InvoiceListQuery): SQL | undefined {
  return and(
    query.week_start ? eq(invoices.weekStart, query.week_start) : undefined,
    query.special_programme_id ? eq(invoices.specialProgrammeId, query.special_programme_id) : undefined,
    query.customer_id ? eq(invoices.customerId, query.customer_id) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
  );
}

/** Invoices by the list's filters, newest number first (at most 5,000: a week at 2,000 customers fits). */
export function findInvoices(db: Db, query: InvoiceListQuery): Promise<InvoiceRow[]> {
  return db
    .select({ ...getTableColumns(invoices), ...withCustomer })
    .from(invoices)
    .innerJoin(customers, eq(customers.customerId, invoices.customerId))
    .where(listFilter(query))
    .orderBy(desc(invoices.year), desc(invoices.seq))
    .limit(5000);
}

export async function findInvoice(db: Db, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(invoices), ...withCustomer })
    .from(invoices)
    .innerJoin(customers, eq(customers.customerId, invoices.customerId))
    .where(eq(invoices.invoiceId, invoiceId));
  return row;
}

export function findLines(db: Db, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** The orders of a week already on an invoice that is not cancelled (they are not invoiced twice). */
export async function invoicedOrders(db: Db, weekStart: string): Promise<Set<number>> {
  const rows = await db
    .select({ orderId: invoiceLines.orderId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.invoiceId, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.weekStart, weekStart),
        eq(invoices.kind, 'INVOICE'),
        ne(invoices.status, 'CANCELLED'),
      ),
    );
  return new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])));
}

/** Customers of a special programme already invoiced for it (not cancelled). */
export async function invoicedProgrammeCustomers(db: Db, programmeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(
      and(
        eq(invoices.specialProgrammeId, programmeId),
        eq(invoices.kind, 'INVOICE'),
        ne(invoices.status, 'CANCELLED'),
      ),
    );
  return new Set(rows.map((r) => r.customerId));
}

export interface BillingParty {
  customerId: number;
  name: string;
  email: string;
  address: InvoiceAddress;
}

/**
 * Who each customer's invoice goes to: their name, e-mail and billing address (the billing default, else their
 * first address; an empty address when they have none).
 */
export async function billingParties(
  db: Db,
  customerIds: readonly number[],
): Promise<Map<number, BillingParty>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: customers.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      billingDefault: customers.billingDefault,
      addressId: addresses.addressId,
      street: addresses.street,
      postcode: addresses.postcode,
      city: addresses.city,
      country: addresses.countryCode,
      addressEmail: addresses.email,
    })
    .from(customers)
    .leftJoin(addresses, eq(addresses.customerId, customers.customerId))
    .where(inArray(customers.customerId, [...customerIds]))
    .orderBy(asc(customers.customerId), asc(addresses.addressId));
  const parties = new Map<number, BillingParty>();
  for (const row of rows) {
    const known = parties.get(row.customerId);
    const isBilling = row.addressId !== null && row.addressId === row.billingDefault;
    if (known && !isBilling) continue;
    const name = `${row.firstName} ${row.lastName}`.trim();
    parties.set(row.customerId, {
      customerId: row.customerId,
      name,
      email: row.email || row.addressEmail || '',
      address: {
        name,
        street: row.street ?? '',
        postcode: row.postcode ?? '',
        city: row.city ?? '',
        country: row.country ?? 'CH',
      },
    });
  }
  return parties;
}

/**
 * Changes an invoice's status when its version is the one read; answers false for a stale version (nothing
 * changes then).
 */
export async function updateInvoice(
  db: Db,
  invoiceId: number,
  version: number,
  values: Partial<Pick<typeof invoices.$inferInsert, 'status' | 'paidAt' | 'cancelledAt' | 'sentAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ ...values, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.version, version)))
    .returning({ id: invoices.invoiceId });
  return rows.length === 1;
}

/** The invoice lines of a customer's orders with their invoice's status (programme payments and invoices). */
export function customerLines(db: Db, customerId: number) {
  return db
    .select({
      orderId: invoiceLines.orderId,
      weekStart: invoiceLines.weekStart,
      amount: invoiceLines.amount,
      status: invoices.status,
      kind: invoices.kind,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.invoiceId, invoiceLines.invoiceId))
    .where(and(eq(invoices.customerId, customerId), eq(invoices.kind, 'INVOICE')));
}

/** The open payment links of an invoice expire when it is cancelled. */
export async function expirePayments(db: Db, invoiceId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'EXPIRED' })
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'OPEN')));
}

/** A special programme and its customers billed through accounting (is_bexio), with their order counts. */
export async function programmeToBill(db: Db, programmeId: number) {
  const [programme] = await db
    .select({ name: specialProgrammes.name, price: specialProgrammes.priceChf })
    .from(specialProgrammes)
    .where(eq(specialProgrammes.specialProgrammeId, programmeId));
  if (!programme) return undefined;
  const entries = await db
    .select({
      customerId: specialProgrammeCustomers.customerId,
      orderCount: specialProgrammeCustomers.orderCount,
      priceOverride: specialProgrammeCustomers.priceOverride,
    })
    .from(specialProgrammeCustomers)
    .where(
      and(
        eq(specialProgrammeCustomers.specialProgrammeId, programmeId),
        eq(specialProgrammeCustomers.isBexio, true),
      ),
    )
    .orderBy(asc(specialProgrammeCustomers.customerId));
  return { name: programme.name, price: Number(programme.price), entries };
}

/** The shop order's invoice that is not cancelled, if any. */
export async function findShopOrderInvoice(db: Db, shopOrderId: number) {
  const [row] = await db
    .select({ invoiceId: invoices.invoiceId, version: invoices.version, status: invoices.status })
    .from(invoices)
    .where(
      and(
        eq(invoices.shopOrderId, shopOrderId),
        eq(invoices.kind, 'INVOICE'),
        ne(invoices.status, 'CANCELLED'),
      ),
    );
  return row;
}
