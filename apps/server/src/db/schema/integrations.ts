import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** The last success and failure of each outside service, shared by every instance (the developers' tools). */
export const integrationStatus = pgTable('integration_status', {
  name: text('name').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
  lastFailure: text('last_failure'),
});
