import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const allergens = pgTable(
  'allergens',
  {
    allergenId: serial('allergen_id').primaryKey(),
    name: text('name').notNull(),
    nameDe: text('name_de').notNull(),
    // The allergen's code in Regulation (EU) 1169/2011 Annex II (GLUTEN … MOLLUSCS); null for one the kitchen
    // added itself. Suggestions from the allergen dictionary name allergens by this code (ADR 054).
    code: text('code'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allergens_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('allergens_code_unique').on(t.code),
  ],
);

/** An allergen block: "subject does not match test", an explicit override of word matching (ADR 009). */
export const allergenBlocks = pgTable(
  'allergen_blocks',
  {
    allergenBlockId: serial('allergen_block_id').primaryKey(),
    subject: text('subject').notNull(),
    test: text('test').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Kept when the user is deleted: the block stays valid, only its author is forgotten.
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('allergen_blocks_subject_test_unique').on(sql`lower(${t.subject})`, sql`lower(${t.test})`),
  ],
);
