import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const stamps = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Couriers with a courier type and their delivery times (windows 'HH:MM-HH:MM'; ADR 011). */
export const couriers = pgTable(
  'couriers',
  {
    courierId: serial('courier_id').primaryKey(),
    name: text('name').notNull(),
    courierType: text('courier_type').notNull(),
    deliveryTimes: jsonb('delivery_times').$type<string[]>().notNull().default([]),
    ...stamps,
  },
  (t) => [
    uniqueIndex('couriers_name_lower_unique').on(sql`lower(${t.name})`),
    check(
      'couriers_type_known',
      sql`${t.courierType} in ('ULTRA KURIER', 'LUCKABOX', 'PICKUP', 'BRING TO MAILBOX', 'POST', 'NO TIME')`,
    ),
  ],
);

// A courier in use cannot be deleted (restrict): the service says so with a 409 before the database must.
const courierRef = (name: string) =>
  integer(name).references(() => couriers.courierId, { onDelete: 'restrict' });
const time = (name: string) => text(name);

/** A delivery type and up to 5 courier columns, each with its own _from and _to times ('HH:MM'). */
export const deliveryTypes = pgTable(
  'delivery_types',
  {
    deliveryTypeId: serial('delivery_type_id').primaryKey(),
    name: text('name').notNull(),
    courier1: courierRef('courier_1'),
    courier1From: time('courier_1_from'),
    courier1To: time('courier_1_to'),
    courier2: courierRef('courier_2'),
    courier2From: time('courier_2_from'),
    courier2To: time('courier_2_to'),
    courier3: courierRef('courier_3'),
    courier3From: time('courier_3_from'),
    courier3To: time('courier_3_to'),
    courier4: courierRef('courier_4'),
    courier4From: time('courier_4_from'),
    courier4To: time('courier_4_to'),
    courier5: courierRef('courier_5'),
    courier5From: time('courier_5_from'),
    courier5To: time('courier_5_to'),
    ...stamps,
  },
  (t) => [uniqueIndex('delivery_types_name_lower_unique').on(sql`lower(${t.name})`)],
);

const deliveryTypeRef = (name: string) =>
  integer(name).references(() => deliveryTypes.deliveryTypeId, { onDelete: 'restrict' });

/** A postcode zone (zone, price_chf, delivery_type_id, delivery_type_id_company) and its default courier. */
export const postcodeZones = pgTable(
  'postcode_zones',
  {
    postcodeZoneId: serial('postcode_zone_id').primaryKey(),
    zone: text('zone').notNull(),
    priceChf: numeric('price_chf', { precision: 8, scale: 2 }).notNull(),
    deliveryTypeId: deliveryTypeRef('delivery_type_id'),
    deliveryTypeIdCompany: deliveryTypeRef('delivery_type_id_company'),
    defaultCourierId: courierRef('default_courier_id'),
    ...stamps,
  },
  (t) => [uniqueIndex('postcode_zones_zone_lower_unique').on(sql`lower(${t.zone})`)],
);

/** A postcode and its zone; without one (null) it belongs to the UNKNOWN zone (-1). */
export const postcodes = pgTable(
  'postcodes',
  {
    postcode: text('postcode').primaryKey(),
    place: text('place').notNull().default(''),
    // Deleting a zone leaves its postcodes unassigned: they show in UNKNOWN until they get a zone again.
    postcodeZoneId: integer('postcode_zone_id').references(() => postcodeZones.postcodeZoneId, {
      onDelete: 'set null',
    }),
    ...stamps,
  },
  (t) => [index('postcodes_zone_idx').on(t.postcodeZoneId)],
);
