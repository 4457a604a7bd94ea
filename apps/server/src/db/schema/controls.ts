import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const timestamps = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Blocked dates: days the booking funnel offers no delivery (holidays, kitchen closed). */
export const blockedDates = pgTable('blocked_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  // Kept when the user is deleted: the date stays blocked, only its author is forgotten.
  createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
});

/** Chat preferences: how a customer wants to be contacted; customers default to GROUP. */
export const chatPreferences = pgTable(
  'chat_preferences',
  {
    chatPreferenceId: serial('chat_preference_id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameDe: text('name_de').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_preferences_code_unique').on(t.code),
    // At most one default: the one new customers get.
    uniqueIndex('chat_preferences_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** A pick-up point: where customers collect their bags instead of a delivery. */
export const pickUpPoints = pgTable(
  'pick_up_points',
  {
    pickUpPointId: serial('pick_up_point_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    clientFacingName: text('client_facing_name').notNull(),
    clientFacingDescription: text('client_facing_description').notNull().default(''),
    priceChf: numeric('price_chf', { precision: 10, scale: 2 }).notNull().default('0'),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    co: text('co').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('pick_up_points_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** Discount codes of the booking funnel: a percentage or a fixed CHF amount off, limited in time and use. */
export const discounts = pgTable(
  'discounts',
  {
    discountId: serial('discount_id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['PERCENT', 'FIXED'] }).notNull(),
    value: numeric('value', { precision: 10, scale: 2 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discounts_code_upper_unique').on(sql`upper(${t.code})`),
    check('discounts_kind_check', sql`${t.kind} in ('PERCENT', 'FIXED')`),
    check('discounts_usage_count_check', sql`${t.usageCount} >= 0`),
  ],
);
