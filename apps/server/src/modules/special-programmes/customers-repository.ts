import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { deliveryGroups, specialProgrammeCustomers as entries } from '../../db/schema/special-programmes.ts';
import { anyRow } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type EntryRow = typeof entries.$inferSelect;
export type EntryValues = Partial<
  Pick<
    typeof entries.$inferInsert,
    'addressId' | 'pickUpPointId' | 'deliveryGroupId' | 'isBexio' | 'priceOverride' | 'orderCount'
  >
>;

export const entryWrites = versionedWrites(entries, entries.specialProgrammeCustomerId);

/** A programme's customers with their names, address, pick-up point and delivery group, by last name. */
export async function findCustomers(db: Db, programmeId: number, customerId?: number) {
  return db
    .select({
      entry: entries,
      firstName: customers.firstName,
      lastName: customers.lastName,
      street: addresses.street,
      postcode: addresses.postcode,
      city: addresses.city,
      pickUpPoint: pickUpPoints.name,
      deliveryGroup: deliveryGroups.deliveryGroup,
    })
    .from(entries)
    .innerJoin(customers, eq(customers.customerId, entries.customerId))
    .leftJoin(addresses, eq(addresses.addressId, entries.addressId))
    .leftJoin(pickUpPoints, eq(pickUpPoints.pickUpPointId, entries.pickUpPointId))
    .leftJoin(deliveryGroups, eq(deliveryGroups.deliveryGroupId, entries.deliveryGroupId))
    .where(
      and(
        eq(entries.specialProgrammeId, programmeId),
        customerId === undefined ? undefined : eq(entries.customerId, customerId),
      ),
    )
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.customerId),
    );
}
export type CustomerRow = Awaited<ReturnType<typeof findCustomers>>[number];

/** The addresses of the given customers, one line each ("Street, Postcode City"). */
export async function findAddresses(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: addresses.customerId,
      addressId: addresses.addressId,
      street: addresses.street,
      postcode: addresses.postcode,
      city: addresses.city,
    })
    .from(addresses)
    .where(inArray(addresses.customerId, customerIds))
    .orderBy(asc(addresses.addressId));
}
export type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

export async function findEntry(db: Db, programmeId: number, customerId: number) {
  const rows = await db
    .select()
    .from(entries)
    .where(and(eq(entries.specialProgrammeId, programmeId), eq(entries.customerId, customerId)));
  return rows[0];
}

export async function insertEntry(
  db: Db,
  programmeId: number,
  customerId: number,
  values: EntryValues,
  now: Date,
): Promise<EntryRow> {
  const rows = await db
    .insert(entries)
    .values({ ...values, specialProgrammeId: programmeId, customerId, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** The customer fields the defaults of an entry come from (reset to defaults, a new entry). */
export async function findCustomerDefaults(db: Db, customerId: number) {
  const rows = await db
    .select({
      pick_up: customers.pickUp,
      use_billing: customers.useBilling,
      pick_up_point_id: customers.pickUpPointId,
      billing_default: customers.billingDefault,
      delivery_default: customers.deliveryDefault,
    })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  return rows[0];
}

export async function addressOfCustomer(db: Db, addressId: number, customerId: number) {
  return anyRow(db, addresses, and(eq(addresses.addressId, addressId), eq(addresses.customerId, customerId)));
}

export async function pickUpPointExists(db: Db, id: number) {
  return anyRow(db, pickUpPoints, eq(pickUpPoints.pickUpPointId, id));
}
