import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { users } from './users.ts';

/**
 * A customer's dislike the kitchen is no longer warned about (ADR 077): named as the customer's list spells it,
 * with who suppressed it and when. Lifting the suppression deletes the row; the audit trail keeps both steps.
 * Saving the customer without the dislike removes its row (a dislike added again warns again).
 */
export const customerDislikeSuppressions = pgTable(
  'customer_dislike_suppressions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    dislike: text('dislike').notNull(),
    suppressedBy: integer('suppressed_by').references(() => users.userId, { onDelete: 'set null' }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.dislike] })],
);
