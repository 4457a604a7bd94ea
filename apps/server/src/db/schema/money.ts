import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { discounts } from './controls.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { specialProgrammes } from './special-programmes.ts';
import { users } from './users.ts';

// Money (ADR 069): discount redemptions, invoices with gap-free numbers per year, payments through the payment
// port, and the accounting service's connection (its tokens stay on the server).

/** A structured address, as the QR-bill's debtor wants it. */
interface InvoiceAddress {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const chf = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A discount code used by an order: one row per order (an order carries at most one code). The code's
 * usage_count counts these rows; it is raised in the same transaction, under the code's row lock.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.discountId, { onDelete: 'restrict' }),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
    redeemedBy: integer('redeemed_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [index('discount_redemptions_discount_idx').on(t.discountId)],
);

/** The last invoice number given in a year: taken and raised in the invoice's own transaction (no gaps). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * An invoice or a credit note. `number` is `{year}-{seq:5}`, gap-free per year. Its lines are frozen when it is
 * made: later changes to an order do not change an invoice; cancelling makes a credit note of the same total.
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: serial('invoice_id').primaryKey(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] })
      .notNull()
      .default('INVOICE'),
    /** A credit note names the invoice it cancels. */
    creditsInvoiceId: integer('credits_invoice_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'restrict' }),
    specialProgrammeId: integer('special_programme_id').references(
      () => specialProgrammes.specialProgrammeId,
      { onDelete: 'set null' },
    ),
    /** The shop order invoiced (its lines as the shop sold them); null for a week or a programme. */
    shopOrderId: bigint('shop_order_id', { mode: 'number' }),
    /** The Monday of the week invoiced; null for a whole programme. */
    weekStart: date('week_start', { mode: 'string' }),
    title: text('title').notNull(),
    /** What the lines say, abbreviated and cut to 4,999 characters (the accounting service's limit). */
    text: text('text').notNull().default(''),
    currency: text('currency', { enum: ['CHF', 'EUR', 'USD'] })
      .notNull()
      .default('CHF'),
    total: chf('total').notNull(),
    status: text('status', { enum: ['OPEN', 'PAID', 'CANCELLED'] })
      .notNull()
      .default('OPEN'),
    /** The QR-bill's structured reference (27 digits, QRR) or creditor reference (RF…, SCOR). */
    reference: text('reference').notNull(),
    /** The billing address as it was printed (the QR-bill's debtor). */
    address: jsonb('address').$type<InvoiceAddress>().notNull(),
    email: text('email'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sentAt: at('sent_at'),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    /** The accounting service's id when it was made there (live port). */
    externalId: text('external_id'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_seq_unique').on(t.year, t.seq),
    uniqueIndex('invoices_reference_unique').on(t.reference),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_week_idx').on(t.weekStart),
    index('invoices_shop_order_idx').on(t.shopOrderId),
    check('invoices_kind_check', sql`${t.kind} in ('INVOICE', 'CREDIT_NOTE')`),
    check('invoices_status_check', sql`${t.status} in ('OPEN', 'PAID', 'CANCELLED')`),
    check('invoices_currency_check', sql`${t.currency} in ('CHF', 'EUR', 'USD')`),
    check('invoices_text_length_check', sql`char_length(${t.text}) <= 4999`),
  ],
);

/** A line of an invoice: usually one order's week (days × day rate, its discount), frozen when invoiced. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    weekStart: date('week_start', { mode: 'string' }),
    text: text('text').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPrice: chf('unit_price').notNull(),
    /** What a discount code took off this line (positive), with the code. */
    discount: chf('discount').notNull().default('0'),
    discountCode: text('discount_code'),
    amount: chf('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    index('invoice_lines_order_idx').on(t.orderId, t.weekStart),
  ],
);

/** A payment link of an invoice through the payment port (local pay page or the card provider's checkout). */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    method: text('method').notNull().default('STRIPE'),
    /** local or live. */
    mode: text('mode').notNull(),
    /** The provider's checkout session id (ours in local mode). */
    sessionId: text('session_id').notNull(),
    url: text('url').notNull(),
    amount: chf('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['OPEN', 'PAID', 'EXPIRED'] })
      .notNull()
      .default('OPEN'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_session_unique').on(t.sessionId),
    index('payments_invoice_idx').on(t.invoiceId),
  ],
);

/** Webhook events already handled, by the provider's event id: a duplicate answers 200 and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * The accounting service's connection (live port): one row, the OAuth tokens kept on the server only. Refresh
 * tokens rotate, so each new one replaces the last.
 */
export const accountingConnection = pgTable('accounting_connection', {
  id: smallint('id').primaryKey().default(1),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: at('expires_at').notNull(),
  organisation: text('organisation'),
  connectedBy: integer('connected_by').references(() => users.userId, { onDelete: 'set null' }),
  connectedAt: at('connected_at').notNull().defaultNow(),
});

/** OAuth states handed out (10 characters), each good once and for ten minutes, for the user who asked. */
export const accountingOauthStates = pgTable('accounting_oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The accounting service's contact of a customer (live port), made from the customer's accounting parameters. */
export const accountingContacts = pgTable('accounting_contacts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.customerId, { onDelete: 'cascade' }),
  contactId: text('contact_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
