import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { pickUpPoints } from './controls.ts';
import { addresses, customers } from './customers.ts';
import { deliveryTypes } from './delivery.ts';
import { users } from './users.ts';

type MealType = 'breakfast' | 'shot' | 'lunch' | 'dressing' | 'treat' | 'power_shake' | 'dinner' | 'other';

/**
 * An order (ADR 012): one customer's programme (LEAN/STRONG, flex or not, or a 1-day trial) from its start
 * week (the Monday in `start_date`) to its last week (`end_date`, a Monday; null = until cancelled, for
 * subscriptions), on the weekdays in `weekdays` (ISO 1–7, Monday–Friday by default). The price model is the
 * one of `created_at` in Zurich (ADR 008). order_version 2 = legacy (read-only), 3 = current.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    type: text('type', { enum: ['LEAN', 'STRONG'] }).notNull(),
    isFlex: boolean('is_flex').notNull().default(false),
    dayTrial: boolean('day_trial').notNull().default(false),
    // The meals the order leaves out; null = the default of type and is_flex (resolveDiscountMeals).
    discountMeals: jsonb('discount_meals').$type<MealType[] | null>(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    deliveryTypeId: integer('delivery_type_id').references(() => deliveryTypes.deliveryTypeId, {
      onDelete: 'set null',
    }),
    useBilling: boolean('use_billing').notNull().default(true),
    pickUp: boolean('pick_up').notNull().default(false),
    pickUpPointId: integer('pick_up_point_id').references(() => pickUpPoints.pickUpPointId, {
      onDelete: 'set null',
    }),
    billingAddressId: integer('billing_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.addressId, {
      onDelete: 'set null',
    }),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    isSubscription: boolean('is_subscription').notNull().default(false),
    orderVersion: smallint('order_version').notNull().default(3),
    cancelled: boolean('cancelled').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_weeks_idx').on(t.startDate, t.endDate),
    check('orders_type_check', sql`${t.type} in ('LEAN', 'STRONG')`),
    check('orders_weeks_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('orders_version_check', sql`${t.orderVersion} in (2, 3)`),
  ],
);

const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.orderId, { onDelete: 'cascade' });

/**
 * A day override: status 0 skips the order that date, any other status delivers it (weekend too);
 * programme_type / is_flex / has_discount_meals change that day's programme.
 */
export const dayOverrides = pgTable(
  'day_overrides',
  {
    dayOverrideId: serial('day_override_id').primaryKey(),
    orderId: orderRef(),
    date: date('date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    hasDiscountMeals: boolean('has_discount_meals').notNull().default(true),
    programmeType: text('programme_type', { enum: ['LEAN', 'STRONG'] }),
    isFlex: boolean('is_flex'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('day_overrides_order_date_unique').on(t.orderId, t.date),
    index('day_overrides_date_idx').on(t.date),
  ],
);

/** A meal override: a different programme or discount meals for the order on one date. */
export const mealOverrides = pgTable(
  'meal_overrides',
  {
    mealOverrideId: serial('meal_override_id').primaryKey(),
    orderId: orderRef(),
    date: date('date', { mode: 'string' }).notNull(),
    programmeType: text('programme_type', { enum: ['LEAN', 'STRONG'] }).notNull(),
    isFlex: boolean('is_flex').notNull(),
    discountMeals: jsonb('discount_meals').$type<MealType[]>().notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('meal_overrides_order_date_unique').on(t.orderId, t.date),
    index('meal_overrides_date_idx').on(t.date),
  ],
);

/** An order merge: on menu_date the order travels with the merged orders (same delivery, one bag run). */
export const orderMerges = pgTable(
  'order_merges',
  {
    orderMergeId: serial('order_merge_id').primaryKey(),
    orderId: orderRef(),
    menuDate: date('menu_date', { mode: 'string' }).notNull(),
    mergedWith: jsonb('merged_with').$type<number[]>().notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('order_merges_order_date_unique').on(t.orderId, t.menuDate),
    index('order_merges_date_idx').on(t.menuDate),
  ],
);

/** An additional bag: extra bags (their contents in bags_json) for an order on a date. */
export const additionalBags = pgTable(
  'additional_bags',
  {
    additionalBagId: serial('additional_bag_id').primaryKey(),
    orderId: orderRef(),
    date: date('date', { mode: 'string' }).notNull(),
    bagsJson: jsonb('bags_json').$type<unknown>().notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('additional_bags_order_date_unique').on(t.orderId, t.date),
    index('additional_bags_date_idx').on(t.date),
  ],
);

/** Customer service confirmed that the order's delivery type differs from its postcode zone's, for a week. */
export const deliveryMismatchConfirmations = pgTable(
  'delivery_mismatch_confirmations',
  {
    deliveryMismatchConfirmationId: serial('delivery_mismatch_confirmation_id').primaryKey(),
    orderId: orderRef(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    confirmedBy: integer('confirmed_by').references(() => users.userId, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_mismatch_order_week_unique').on(t.orderId, t.weekStart)],
);
