import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { couriers, deliveryTypes, postcodeZones, postcodes } from '../../db/schema/delivery.ts';
import { bagRecipeStatuses } from '../../db/schema/logistics.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  deliveryGroups,
  specialProgrammeCustomers,
  specialProgrammes,
} from '../../db/schema/special-programmes.ts';
import { anyOf } from '../../db/any-of.ts';

// What the packers marked on the bags' recipe lines: one row per (order, date, recipe, bag index).

export type BagRecipeStatusRow = typeof bagRecipeStatuses.$inferSelect;

export interface BagRecipeKey {
  orderId: number;
  date: string;
  recipeId: number;
  bagIndex: number;
}

/** The marks of the dates' bags. */
export async function statusesOf(db: Db, dates: readonly string[]): Promise<BagRecipeStatusRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(bagRecipeStatuses)
    .where(inArray(bagRecipeStatuses.date, [...dates]));
}

const keyWhere = (k: BagRecipeKey) =>
  and(
    eq(bagRecipeStatuses.orderId, k.orderId),
    eq(bagRecipeStatuses.date, k.date),
    eq(bagRecipeStatuses.recipeId, k.recipeId),
    eq(bagRecipeStatuses.bagIndex, k.bagIndex),
  );

export async function findStatus(db: Db, k: BagRecipeKey): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db.select().from(bagRecipeStatuses).where(keyWhere(k));
  return rows[0];
}

/** The first mark of a line; undefined when another was stored first (a concurrent mark). */
export async function insertStatus(
  db: Db,
  k: BagRecipeKey,
  status: string,
  now: Date,
): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db
    .insert(bagRecipeStatuses)
    .values({ ...k, status, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** A later mark, only while the stored version is the one read; undefined when stale or gone. */
export async function updateStatus(
  db: Db,
  k: BagRecipeKey,
  version: number,
  status: string,
  now: Date,
): Promise<BagRecipeStatusRow | undefined> {
  const rows = await db
    .update(bagRecipeStatuses)
    .set({ status, updatedAt: now, version: sql`${bagRecipeStatuses.version} + 1` })
    .where(and(keyWhere(k), eq(bagRecipeStatuses.version, version)))
    .returning();
  return rows[0];
}

// What the consignment plan of a date reads (ADR 065), read-only from the orders, customers, pick-up points,
// delivery and special-programme tables (ADR 015): each delivering order's place, type, zone and group.

const place = alias(addresses, 'place');
/** The address an order goes to, as The Week resolves it: none for pick-up, else billing or delivery. */
const placeId = sql`case when ${orders.pickUp} then null
  when ${orders.useBilling} then coalesce(${orders.billingAddressId}, ${customers.billingDefault})
  else coalesce(${orders.deliveryAddressId}, ${customers.deliveryDefault}) end`;
const pickUpPointId = sql<
  number | null
>`case when ${orders.pickUp} then coalesce(${orders.pickUpPointId}, ${customers.pickUpPointId}) end`;
/** The postcode delivered to: the address's, or the pick-up point's. */
const deliveryPostcode = sql`coalesce(${place.postcode}, ${pickUpPoints.postcode})`;

/** A text of the order's address: null when it has none (the place is left-joined). */
const placeText = (column: AnyColumn) => sql<string | null>`${column}`;

/** The orders' customer, place (address or pick-up point) and the postcode delivered to (ADR 065). */
function withPlaces<T extends PgSelect>(query: T, orderIds: readonly number[]) {
  return query
    .innerJoin(customers, eq(customers.customerId, orders.customerId))
    .leftJoin(place, sql`${place.addressId} = ${placeId}`)
    .leftJoin(pickUpPoints, sql`${pickUpPoints.pickUpPointId} = ${pickUpPointId}`)
    .leftJoin(postcodes, sql`${postcodes.postcode} = ${deliveryPostcode}`)
    .where(anyOf(orders.orderId, orderIds));
}

/** What placing the orders reads (ADR 065): their kind, place and zone, no address texts (the whole day's). */
export async function placementsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const query = db
    .select({
      orderId: orders.orderId,
      pickUp: orders.pickUp,
      deliveryTypeId: orders.deliveryTypeId,
      isOffice: customers.isOffice,
      pickUpPointId,
      hasAddress: sql<boolean>`(${place.addressId} is not null and ${place.street} is not null)`,
      postcodeZoneId: postcodes.postcodeZoneId,
    })
    .from(orders)
    .$dynamic();
  return withPlaces(query, orderIds);
}

/** The orders of a run's bags with customer, place and the zone of the postcode delivered to. */
export async function planOrdersOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const query = db
    .select({
      orderId: orders.orderId,
      customerId: orders.customerId,
      pickUp: orders.pickUp,
      deliveryTypeId: orders.deliveryTypeId,
      isOffice: customers.isOffice,
      pickUpPointId,
      placeId: sql<number | null>`${place.addressId}`,
      name: placeText(place.name),
      company: placeText(place.company),
      street: placeText(place.street),
      co: placeText(place.co),
      postcode: placeText(place.postcode),
      city: placeText(place.city),
      countryCode: placeText(place.countryCode),
      phone: placeText(place.phone),
      email: placeText(place.email),
      instruction: placeText(place.instruction),
      postcodeZoneId: postcodes.postcodeZoneId,
    })
    .from(orders)
    .$dynamic();
  return withPlaces(query, orderIds);
}
export type PlanOrderRow = Awaited<ReturnType<typeof planOrdersOf>>[number];

/**
 * The delivery groups of the customers in the special programmes running in the week monday–sunday (a
 * programme runs in the week of its start date, ADR 027); the latest programme first.
 */
export async function deliveryGroupsOf(
  db: Db,
  customerIds: readonly number[],
  week: { monday: string; sunday: string },
) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: specialProgrammeCustomers.customerId,
      deliveryGroupId: deliveryGroups.deliveryGroupId,
      name: deliveryGroups.deliveryGroup,
    })
    .from(specialProgrammeCustomers)
    .innerJoin(
      specialProgrammes,
      eq(specialProgrammes.specialProgrammeId, specialProgrammeCustomers.specialProgrammeId),
    )
    .innerJoin(deliveryGroups, eq(deliveryGroups.deliveryGroupId, specialProgrammeCustomers.deliveryGroupId))
    .where(
      and(
        gte(specialProgrammes.startDate, week.monday),
        lte(specialProgrammes.startDate, week.sunday),
        anyOf(specialProgrammeCustomers.customerId, customerIds),
      ),
    )
    .orderBy(desc(specialProgrammes.startDate), asc(specialProgrammes.specialProgrammeId));
}

/** The delivery types, couriers, zones and pick-up points the plan chooses from (small tables, read whole). */
export async function planLookups(db: Db) {
  const [types, courierRows, zones, points] = await Promise.all([
    db.select().from(deliveryTypes),
    db.select().from(couriers),
    db.select().from(postcodeZones),
    db.select().from(pickUpPoints),
  ]);
  return { types, couriers: courierRows, zones, points };
}
export type PlanLookupRows = Awaited<ReturnType<typeof planLookups>>;
