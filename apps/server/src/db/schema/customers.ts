import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { allergens } from './allergens.ts';
import { versioned } from './columns.ts';
import { pickUpPoints } from './controls.ts';

/** /groups: customers ordering together (an office, a team); a customer belongs to at most one. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    groupId: serial('group_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...versioned(),
  },
  (t) => [uniqueIndex('customer_groups_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** A customer. Free-text health lists live here; list allergens and warnings in customer_allergens. */
export const customers = pgTable(
  'customers',
  {
    customerId: serial('customer_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phoneCc: text('phone_cc').notNull().default('41'),
    phoneNumber: text('phone_number').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    // Set once the addresses exist (a customer is inserted first); a deleted address unsets them.
    billingDefault: integer('billing_default').references((): AnyPgColumn => addresses.addressId, {
      onDelete: 'set null',
    }),
    deliveryDefault: integer('delivery_default').references((): AnyPgColumn => addresses.addressId, {
      onDelete: 'set null',
    }),
    useBilling: boolean('use_billing').notNull().default(true),
    pickUp: boolean('pick_up').notNull().default(false),
    pickUpPointId: integer('pick_up_point_id').references(() => pickUpPoints.pickUpPointId, {
      onDelete: 'set null',
    }),
    isOffice: boolean('is_office').notNull().default(false),
    groupId: integer('group_id').references(() => customerGroups.groupId, { onDelete: 'set null' }),
    // Preferences
    chatPref: text('chat_pref').notNull().default('GROUP'),
    howHear: text('how_hear').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(true),
    workshopInterest: boolean('workshop_interest').notNull().default(true),
    cutlery: boolean('cutlery').notNull().default(false),
    paymentMethodDefault: text('payment_method_default').notNull().default('STRIPE'),
    lastContacted: date('last_contacted', { mode: 'string' }),
    prospective: boolean('prospective').notNull().default(false),
    // Health: names typed in by customer service (not in the allergen list)
    otherAllergens: jsonb('other_allergens').$type<string[]>().notNull().default([]),
    otherWarnings: jsonb('other_warnings').$type<string[]>().notNull().default([]),
    dislikes: jsonb('dislikes').$type<string[]>().notNull().default([]),
    specialRequirements: text('special_requirements').notNull().default(''),
    // Notes: JSON text that must parse, else the customer fails to load with a message
    notes: text('notes').notNull().default('{}'),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    pickUpNotes: text('pick_up_notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    index('customers_last_first_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('customers_email_lower_idx').on(sql`lower(${t.email})`),
    index('customers_group_idx').on(t.groupId),
  ],
);

/** A customer's billing or delivery address (ADR 020). */
export const addresses = pgTable(
  'addresses',
  {
    addressId: serial('address_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    co: text('co').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    email: text('email').notNull().default(''),
    countryCode: text('country_code').notNull().default('CH'),
    zipAnnex: text('zip_annex').notNull().default(''),
    instruction: text('instruction').notNull().default(''),
    isDelivery: boolean('is_delivery').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...versioned(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId), index('addresses_postcode_idx').on(t.postcode)],
);

/** A customer's allergens (kind ALLERGY) and warnings (kind WARNING) from the allergen list. */
export const customerAllergens = pgTable(
  'customer_allergens',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.allergenId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ALLERGY', 'WARNING'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.allergenId, t.kind] }),
    index('customer_allergens_allergen_idx').on(t.allergenId),
    check('customer_allergens_kind_check', sql`${t.kind} in ('ALLERGY', 'WARNING')`),
  ],
);
