import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import {
  deliveryGroups,
  specialProgrammeCustomers as entries,
  specialProgrammes,
} from '../../db/schema/special-programmes.ts';
import { containsPattern, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type ProgrammeRow = typeof specialProgrammes.$inferSelect;
export type ProgrammeValues = Pick<
  typeof specialProgrammes.$inferInsert,
  'name' | 'description' | 'startDate' | 'priceChf'
>;
export type EntryRow = typeof entries.$inferSelect;
export type EntryValues = Partial<
  Pick<
    typeof entries.$inferInsert,
    'addressId' | 'pickUpPointId' | 'deliveryGroupId' | 'isBexio' | 'priceOverride' | 'orderCount'
  >
>;
export type DeliveryGroupRow = typeof deliveryGroups.$inferSelect;

const sortColumns = {
  name: sql`lower(${specialProgrammes.name})`,
  start_date: specialProgrammes.startDate,
  updated_at: specialProgrammes.updatedAt,
} as const;

export interface ProgrammeFilter {
  start: number;
  length: number;
  q?: string | undefined;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(specialProgrammes.name, pattern), ilike(specialProgrammes.description, pattern));
}

export async function findPage(db: Db, filter: ProgrammeFilter) {
  const where = search(filter.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(specialProgrammes)
      .where(where)
      .orderBy(
        ...orderBy(
          sortColumns[filter.sortBy ?? 'name'],
          filter.sortDir,
          specialProgrammes.specialProgrammeId,
        ),
      )
      .limit(filter.length)
      .offset(filter.start),
    db.select({ total: count() }).from(specialProgrammes).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number): Promise<ProgrammeRow | undefined> {
  const rows = await db.select().from(specialProgrammes).where(eq(specialProgrammes.specialProgrammeId, id));
  return rows[0];
}

export async function insert(db: Db, values: ProgrammeValues, now: Date): Promise<ProgrammeRow> {
  const rows = await db
    .insert(specialProgrammes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const programmeWrites = versionedWrites(specialProgrammes, specialProgrammes.specialProgrammeId);
export const entryWrites = versionedWrites(entries, entries.specialProgrammeCustomerId);
export const groupWrites = versionedWrites(deliveryGroups, deliveryGroups.deliveryGroupId);

/** The order counts and price overrides of the programmes' customers, for their totals. */
export async function findPricing(db: Db, programmeIds: number[]) {
  if (programmeIds.length === 0) return [];
  return db
    .select({
      programmeId: entries.specialProgrammeId,
      orderCount: entries.orderCount,
      priceOverride: entries.priceOverride,
    })
    .from(entries)
    .where(inArray(entries.specialProgrammeId, programmeIds));
}

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

/** The customer fields the defaults of an entry come from (spec §4 reset to defaults). */
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
  const rows = await db
    .select({ id: addresses.addressId })
    .from(addresses)
    .where(and(eq(addresses.addressId, addressId), eq(addresses.customerId, customerId)));
  return rows.length > 0;
}

export async function pickUpPointExists(db: Db, id: number) {
  const rows = await db
    .select({ id: pickUpPoints.pickUpPointId })
    .from(pickUpPoints)
    .where(eq(pickUpPoints.pickUpPointId, id));
  return rows.length > 0;
}

// Delivery groups

export async function findGroups(db: Db, programmeId: number) {
  return db
    .select()
    .from(deliveryGroups)
    .where(eq(deliveryGroups.specialProgrammeId, programmeId))
    .orderBy(asc(sql`lower(${deliveryGroups.deliveryGroup})`), asc(deliveryGroups.deliveryGroupId));
}

export async function findGroup(db: Db, programmeId: number, groupId: number) {
  const rows = await db
    .select()
    .from(deliveryGroups)
    .where(
      and(eq(deliveryGroups.deliveryGroupId, groupId), eq(deliveryGroups.specialProgrammeId, programmeId)),
    );
  return rows[0];
}

export async function groupNameTaken(db: Db, programmeId: number, name: string, exceptId?: number) {
  const conditions = [
    eq(deliveryGroups.specialProgrammeId, programmeId),
    eq(sql`lower(${deliveryGroups.deliveryGroup})`, name.toLowerCase()),
  ];
  if (exceptId !== undefined) conditions.push(sql`${deliveryGroups.deliveryGroupId} <> ${exceptId}`);
  const rows = await db
    .select({ id: deliveryGroups.deliveryGroupId })
    .from(deliveryGroups)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertGroup(db: Db, programmeId: number, name: string, now: Date) {
  const rows = await db
    .insert(deliveryGroups)
    .values({ specialProgrammeId: programmeId, deliveryGroup: name, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Entries of the programme's groups are unset first, so each one's version moves (someone may be editing). */
export async function clearGroup(db: Db, groupId: number, now: Date) {
  await db
    .update(entries)
    .set({ deliveryGroupId: null, updatedAt: now, version: sql`${entries.version} + 1` })
    .where(eq(entries.deliveryGroupId, groupId));
}
