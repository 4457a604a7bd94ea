import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/customers.ts';
import { postcodes } from '../../db/schema/delivery.ts';

// The reads and writes of `update-postcodes` (ADR 060): the postcodes customers' addresses use are read from
// the customers' addresses table (ADR 015).

/** How many addresses use each postcode, city and country. */
export async function postcodeUses(db: Db) {
  return db
    .select({
      postcode: addresses.postcode,
      countryCode: addresses.countryCode,
      city: addresses.city,
      addresses: count(),
    })
    .from(addresses)
    .groupBy(addresses.postcode, addresses.countryCode, addresses.city);
}

export async function knownPostcodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ postcode: postcodes.postcode }).from(postcodes);
  return new Set(rows.map((r) => r.postcode));
}

/** Adds a postcode without a zone (UNKNOWN); one added meanwhile by someone else stays as they added it. */
export async function insertWithoutZone(db: Db, values: { postcode: string; place: string }, now: Date) {
  await db
    .insert(postcodes)
    .values({ ...values, postcodeZoneId: null, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}
