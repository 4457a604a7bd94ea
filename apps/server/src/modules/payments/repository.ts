import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, paymentEvents, payments } from '../../db/schema/money.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'paymentId' | 'status' | 'paidAt'>;

/** What a payment link needs of its invoice. */
export async function findInvoice(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      invoiceId: invoices.invoiceId,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      total: invoices.total,
      currency: invoices.currency,
      email: invoices.email,
    })
    .from(invoices)
    .where(eq(invoices.invoiceId, invoiceId));
  return row;
}

/** An invoice's payment links, newest first. */
export function listByInvoice(db: Db, invoiceId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.createdAt), desc(payments.paymentId));
}

/** The newest open link of an invoice made by the port of `mode` (a link of the other port cannot be paid now). */
export async function findOpen(db: Db, invoiceId: number, mode: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'OPEN'), eq(payments.mode, mode)))
    .orderBy(desc(payments.createdAt), desc(payments.paymentId))
    .limit(1);
  return row;
}

/** How many links an invoice had (any status): the attempt of the next one. */
export async function countByInvoice(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.invoiceId, invoiceId));
  return row?.n ?? 0;
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** A link by its session id, with its invoice's number; locked until the caller's transaction ends when asked. */
export async function findBySession(db: Db, sessionId: string, forUpdate = false) {
  const query = db
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.invoiceId, payments.invoiceId))
    .where(eq(payments.sessionId, sessionId));
  const [row] = forUpdate ? await query.for('update', { of: payments }) : await query;
  return row;
}

/**
 * Records a webhook event as handled; false when it already was (a redelivery). Inside the transaction of what
 * the event changes, so an event whose handling failed is not recorded and its redelivery is handled again.
 */
export async function recordEvent(db: Db, eventId: string, type: string, receivedAt: Date): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ eventId, type, receivedAt })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export async function setPaymentStatus(
  db: Db,
  paymentId: number,
  values: { status: 'PAID'; paidAt: Date } | { status: 'EXPIRED' },
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.paymentId, paymentId));
}

/**
 * Marks a link's invoice paid when it is still open (version + 1, as every change of it); answers its new
 * version, or undefined when it was not open (paid by transfer meanwhile, or cancelled).
 */
export async function markInvoicePaid(db: Db, invoiceId: number, paidAt: Date) {
  const [row] = await db
    .update(invoices)
    .set({ status: 'PAID', paidAt, version: sql`${invoices.version} + 1`, updatedAt: paidAt })
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.status, 'OPEN')))
    .returning({ version: invoices.version, number: invoices.number });
  return row;
}
