import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytes, versioned } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

/**
 * Every e-mail Brigade sends, kept whether or not an SMTP server is configured (ADR 057): queued until its
 * job runs, then sent (the SMTP server took it), kept (no SMTP configured: only here) or failed (every try).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('outbox_messages_status_check', sql`${t.status} IN ('queued', 'sent', 'kept', 'failed')`),
    index('outbox_messages_created_idx').on(t.createdAt),
  ],
);

/** A file sent with an outbox message (an invoice's PDF): kept with it, so a retry sends the same bytes. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
  },
  (t) => [index('outbox_attachments_message_idx').on(t.messageId)],
);

/** The last success and failure of each outside service, shared by every instance (the developers' tools). */
export const integrationStatus = pgTable('integration_status', {
  name: text('name').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
  lastFailure: text('last_failure'),
});

/**
 * Orders of the shop platform (ADR 058), kept as they last came (webhook or pull) with where their import
 * stands: pending (queued), imported (customer and orders made) or waiting (a problem a person must fix;
 * `problems` says which). An older payload never replaces a newer one (`shop_updated_at`).
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    shopOrderId: bigint('shop_order_id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    problems: jsonb('problems').$type<unknown[]>().notNull().default([]),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'set null' }),
    shopUpdatedAt: timestamp('shop_updated_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('shop_orders_status_check', sql`${t.status} IN ('pending', 'imported', 'waiting')`),
    index('shop_orders_status_idx').on(t.status, t.receivedAt),
  ],
);

/** Each line of a shop order that became (or must not become) one of our orders. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.shopOrderId, { onDelete: 'cascade' }),
    lineItemId: bigint('line_item_id', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    /** A person's word: true = processed (never import it), false = not processed (import it again). */
    processedOverride: boolean('processed_override'),
  },
  (t) => [primaryKey({ columns: [t.shopOrderId, t.lineItemId] })],
);

/** Every webhook delivery taken, by the shop's event id: the same event again changes nothing. */
export const shopEvents = pgTable('shop_events', {
  eventId: text('event_id').primaryKey(),
  webhookId: text('webhook_id'),
  topic: text('topic').notNull(),
  shopOrderId: bigint('shop_order_id', { mode: 'number' }),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What each shop variant is to Brigade: a programme of a type, flex, trial and length, or nothing. */
export const shopVariants = pgTable(
  'shop_variants',
  {
    variantId: bigint('variant_id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    programmeType: text('programme_type'),
    isFlex: boolean('is_flex').notNull().default(false),
    dayTrial: boolean('day_trial').notNull().default(false),
    /** Null: a subscription, running until it is stopped. */
    weeks: integer('weeks'),
    ...versioned(),
  },
  (t) => [
    check('shop_variants_kind_check', sql`${t.kind} IN ('programme', 'ignore')`),
    check(
      'shop_variants_programme_check',
      sql`${t.kind} = 'ignore' OR ${t.programmeType} IN ('LEAN', 'STRONG')`,
    ),
    check('shop_variants_weeks_check', sql`${t.weeks} IS NULL OR ${t.weeks} BETWEEN 1 AND 52`),
  ],
);

/** Each contact's answer in a newsletter sign-up run (ADR 059); the run is the job that made it. */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    result: text('result').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'newsletter_signups_result_check',
      sql`${t.result} IN ('NO_SIGN_UP', 'ALREADY_SIGNED_UP', 'SUCCESS', 'FAILED')`,
    ),
    uniqueIndex('newsletter_signups_job_customer_idx').on(t.jobId, t.customerId),
    index('newsletter_signups_customer_idx').on(t.customerId, t.createdAt),
  ],
);
