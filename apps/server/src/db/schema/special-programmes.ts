import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { pickUpPoints } from './controls.ts';
import { addresses, customers } from './customers.ts';

/** A special programme: a company or event programme with its own customers, from start_date. */
export const specialProgrammes = pgTable('special_programmes', {
  specialProgrammeId: serial('special_programme_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  // The programme's normal price per order: a customer's value is order_count × (price_override ?? this).
  priceChf: numeric('price_chf', { precision: 10, scale: 2 }).notNull().default('0'),
  ...versioned(),
});

/** A delivery group of a special programme: customers delivered together. */
export const deliveryGroups = pgTable(
  'delivery_groups',
  {
    deliveryGroupId: serial('delivery_group_id').primaryKey(),
    specialProgrammeId: integer('special_programme_id')
      .notNull()
      .references(() => specialProgrammes.specialProgrammeId, { onDelete: 'cascade' }),
    deliveryGroup: text('delivery_group').notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('delivery_groups_name_unique').on(t.specialProgrammeId, sql`lower(${t.deliveryGroup})`),
  ],
);

/**
 * A customer on a special programme: delivered to one of their addresses or a pick-up point (exactly one
 * of the two, or neither until set), in a delivery group, billed through accounting (is_bexio) or not, at a
 * price override (null = the programme's normal price), for order_count orders.
 */
export const specialProgrammeCustomers = pgTable(
  'special_programme_customers',
  {
    specialProgrammeCustomerId: serial('special_programme_customer_id').primaryKey(),
    specialProgrammeId: integer('special_programme_id')
      .notNull()
      .references(() => specialProgrammes.specialProgrammeId, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => addresses.addressId, { onDelete: 'set null' }),
    pickUpPointId: integer('pick_up_point_id').references(() => pickUpPoints.pickUpPointId, {
      onDelete: 'set null',
    }),
    deliveryGroupId: integer('delivery_group_id').references(() => deliveryGroups.deliveryGroupId, {
      onDelete: 'set null',
    }),
    isBexio: boolean('is_bexio').notNull().default(false),
    priceOverride: numeric('price_override', { precision: 10, scale: 2 }),
    orderCount: integer('order_count').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('special_programme_customers_unique').on(t.specialProgrammeId, t.customerId),
    index('special_programme_customers_customer_idx').on(t.customerId),
    check('special_programme_customers_one_place', sql`${t.addressId} is null or ${t.pickUpPointId} is null`),
    check('special_programme_customers_count_check', sql`${t.orderCount} >= 0`),
  ],
);
