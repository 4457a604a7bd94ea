import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { shopOrders } from '../../db/schema/integrations.ts';
import { groupBy } from '../../lib/group-by.ts';
import { anyRow } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

// The reads and writes of the customers' maintenance scripts (ADR 060). The newest imported shop order of a
// customer is read from the shop's table (ADR 015).

export async function knownAllergens(db: Db) {
  return db
    .select({
      allergenId: allergens.allergenId,
      name: allergens.name,
      nameDe: allergens.nameDe,
      code: allergens.code,
    })
    .from(allergens)
    .orderBy(asc(allergens.allergenId));
}

const hasFreeText = or(
  sql`jsonb_array_length(${customers.otherAllergens}) > 0`,
  sql`jsonb_array_length(${customers.dislikes}) > 0`,
);

/** The customers with other allergies or dislikes, with their listed allergies (kind ALLERGY). */
export async function healthRows(db: Db) {
  const [rows, allergies] = await Promise.all([
    db
      .select({
        customerId: customers.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        otherAllergens: customers.otherAllergens,
        dislikes: customers.dislikes,
        version: customers.version,
      })
      .from(customers)
      .where(hasFreeText)
      .orderBy(asc(customers.customerId)),
    db
      .select({ customerId: customerAllergens.customerId, allergenId: customerAllergens.allergenId })
      .from(customerAllergens)
      .innerJoin(customers, eq(customers.customerId, customerAllergens.customerId))
      .where(and(eq(customerAllergens.kind, 'ALLERGY'), hasFreeText))
      .orderBy(asc(customerAllergens.customerId), asc(customerAllergens.allergenId)),
  ]);
  const byCustomer = groupBy(allergies, (a) => a.customerId);
  return rows.map((row) => ({
    ...row,
    allergenIds: (byCustomer.get(row.customerId) ?? []).map((a) => a.allergenId),
  }));
}
export type HealthRow = Awaited<ReturnType<typeof healthRows>>[number];

/** Adds listed allergies (kind ALLERGY); one the customer already has stays as it is. */
export async function addAllergies(db: Db, customerId: number, allergenIds: readonly number[]) {
  if (allergenIds.length === 0) return;
  await db
    .insert(customerAllergens)
    .values(allergenIds.map((allergenId) => ({ customerId, allergenId, kind: 'ALLERGY' as const })))
    .onConflictDoNothing();
}

/** Every address with its customer's name (tidying is decided in code, where "a space" is what JS says). */
export async function addressRows(db: Db) {
  return db
    .select({
      addressId: addresses.addressId,
      customerId: addresses.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      name: addresses.name,
      company: addresses.company,
      street: addresses.street,
      co: addresses.co,
      postcode: addresses.postcode,
      city: addresses.city,
      countryCode: addresses.countryCode,
      version: addresses.version,
    })
    .from(addresses)
    .innerJoin(customers, eq(customers.customerId, addresses.customerId))
    .orderBy(asc(addresses.addressId));
}
export type AddressRow = Awaited<ReturnType<typeof addressRows>>[number];

export const addressWrites = versionedWrites(addresses, addresses.addressId);

export async function addressExists(db: Db, addressId: number): Promise<boolean> {
  return anyRow(db, addresses, eq(addresses.addressId, addressId));
}

/**
 * Bumps a customer's version once per run (`now` is the run's time): an editor who has the customer open
 * gets a 409 rather than saving the old address over the fix.
 */
export async function bumpCustomer(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({ version: sql`${customers.version} + 1`, updatedAt: now })
    .where(and(eq(customers.customerId, customerId), ne(customers.updatedAt, now)));
}

/** An e-mail that is empty or not lower case and trimmed, or an empty phone number. */
const contactToFix = or(
  sql`${customers.email} = ''`,
  sql`${customers.email} <> lower(${customers.email})`,
  sql`${customers.email} ~ '^\\s|\\s$'`,
  sql`${customers.phoneNumber} ~ '^\\s*$'`,
);

/** The customers whose contact may need fixing, each with the payload of their newest imported shop order. */
export async function contactRows(db: Db) {
  const candidates = db.select({ id: customers.customerId }).from(customers).where(contactToFix);
  const [rows, orders] = await Promise.all([
    db
      .select({
        customerId: customers.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phoneCc: customers.phoneCc,
        phoneNumber: customers.phoneNumber,
        version: customers.version,
      })
      .from(customers)
      .where(contactToFix)
      .orderBy(asc(customers.customerId)),
    db
      .selectDistinctOn([shopOrders.customerId], {
        customerId: shopOrders.customerId,
        payload: shopOrders.payload,
      })
      .from(shopOrders)
      .where(and(isNotNull(shopOrders.importedAt), inArray(shopOrders.customerId, candidates)))
      .orderBy(shopOrders.customerId, desc(shopOrders.importedAt), desc(shopOrders.shopOrderId)),
  ]);
  const newest = new Map(orders.map((o) => [o.customerId, o.payload]));
  return rows.map((row) => ({ ...row, shopOrder: newest.get(row.customerId) ?? null }));
}
export type ContactRow = Awaited<ReturnType<typeof contactRows>>[number];
