import {
  date,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytes } from './columns.ts';
import { users } from './users.ts';

// The postal service's labels (ADR 067): each kept with its PDF, so it can be downloaded again.

/** The item numbers of local identcodes (8 digits): a sequence, so none is ever given twice. */
export const postalItemNumbers = pgSequence('postal_item_numbers', { startWith: 1, maxValue: 99_999_999 });

/** A parcel label of one consignment of a date: who it goes to, its identcode and the PDF. */
export const postalLabels = pgTable(
  'postal_labels',
  {
    labelId: serial('label_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The consignment's code ({date}-{lowest order id}) and the orders it carries. */
    code: text('code').notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    itemId: text('item_id').notNull(),
    identcode: text('identcode').notNull(),
    /** local (drawn by Brigade) or live (from Swiss Post). */
    mode: text('mode').notNull(),
    frankingZone: text('franking_zone').notNull(),
    sender: jsonb('sender').notNull(),
    recipient: jsonb('recipient').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    pdf: bytes('pdf').notNull(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('postal_labels_date_code_idx').on(t.date, t.code),
    uniqueIndex('postal_labels_identcode_idx').on(t.identcode),
  ],
);
