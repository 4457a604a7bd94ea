import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/customers.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'addressId' | 'customerId' | 'version' | 'createdAt' | 'updatedAt'
>;

export async function addressesOf(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.addressId));
}

export async function insertAddress(
  db: Db,
  customerId: number,
  values: AddressValues,
  now: Date,
): Promise<AddressRow> {
  const rows = await db
    .insert(addresses)
    .values({ ...values, customerId, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Updates an address of this customer; undefined when the id is not one of theirs. */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  values: AddressValues,
  now: Date,
): Promise<AddressRow | undefined> {
  const rows = await db
    .update(addresses)
    .set({ ...values, updatedAt: now, version: sql`${addresses.version} + 1` })
    .where(and(eq(addresses.addressId, addressId), eq(addresses.customerId, customerId)))
    .returning();
  return rows[0];
}
