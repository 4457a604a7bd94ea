import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { invoices, payments } from '../../db/schema/money.ts';
import { auditLog } from '../../db/schema/system.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

let nextSeq = 900;

/** An invoice row as the invoices module would have made it (only the columns the schema requires). */
export async function insertInvoice(
  db: Db,
  values: Partial<
    Pick<typeof invoices.$inferInsert, 'status' | 'kind' | 'total' | 'currency' | 'email'>
  > = {},
) {
  const [customer] = await db
    .insert(customers)
    .values({ firstName: 'Paula', lastName: 'Payer', email: 'paula@example.ch' })
    .returning({ id: customers.customerId });
  const seq = nextSeq++;
  const [row] = await db
    .insert(invoices)
    .values({
      year: 2026,
      seq,
      number: `2026-${String(seq).padStart(5, '0')}`,
      customerId: customer!.id,
      title: 'Week 2026-W10',
      total: '245.50',
      reference: `RF18${String(seq).padStart(10, '0')}`,
      address: {
        name: 'Paula Payer',
        street: 'Seestrasse 1',
        postcode: '8002',
        city: 'Zürich',
        country: 'CH',
      },
      email: 'paula@example.ch',
      issuedOn: '2026-03-02',
      dueOn: '2026-03-30',
      ...values,
    })
    .returning();
  return row!;
}

export async function invoiceRow(db: Db, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  return row!;
}

export async function paymentRow(db: Db, sessionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return row!;
}

export async function auditCount(db: Db, entity: string, entityId: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
  return rows.length;
}

/** A checkout.session.completed event as Stripe sends it (INTEGRATIONS.md §6), for a session and amount. */
export function completedEvent(
  eventId: string,
  session: {
    id: string;
    amount_total: number;
    currency?: string;
    payment_status?: string;
    invoiceId?: number;
  },
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1772438400,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: session.payment_status ?? 'paid',
        amount_total: session.amount_total,
        currency: session.currency ?? 'chf',
        client_reference_id: session.invoiceId ? String(session.invoiceId) : null,
        metadata: {},
      },
    },
    request: { id: null, idempotency_key: null },
  });
}

/** Delivers a webhook body signed by the SDK's own test helper (at the app's clock unless told otherwise). */
export function deliver(
  t: TestApp,
  payload: string,
  options: { secret: string; timestamp?: number; signature?: string },
) {
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret,
      timestamp: options.timestamp ?? Math.floor(t.clock().getTime() / 1000),
    });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}
