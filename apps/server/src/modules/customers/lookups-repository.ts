import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';

const withCustomer = { address: addresses, firstName: customers.firstName, lastName: customers.lastName };

export type CustomerAddressRow = {
  address: typeof addresses.$inferSelect;
  firstName: string;
  lastName: string;
};

export async function addressesByIds(db: Db, ids: number[]): Promise<CustomerAddressRow[]> {
  return db
    .select(withCustomer)
    .from(addresses)
    .innerJoin(customers, eq(customers.customerId, addresses.customerId))
    .where(inArray(addresses.addressId, ids))
    .orderBy(asc(addresses.addressId));
}

export async function addressesByPostcodes(db: Db, postcodes: string[]): Promise<CustomerAddressRow[]> {
  return db
    .select(withCustomer)
    .from(addresses)
    .innerJoin(customers, eq(customers.customerId, addresses.customerId))
    .where(inArray(addresses.postcode, postcodes))
    .orderBy(asc(addresses.postcode), asc(addresses.street), asc(addresses.addressId))
    .limit(1000);
}

/** The building key: street and postcode, case, spaces and dots aside ('Bahnhofstr. 1' = 'bahnhofstr 1'). */
const buildingOf = (street: unknown, postcode: unknown) =>
  sql<string>`lower(regexp_replace(${street} || '|' || ${postcode}, '[\\s.]+', '', 'g'))`;

/** Every address (with its customer) in the buildings of the given addresses. */
export async function addressesInBuildingsOf(db: Db, addressIds: number[]) {
  const asked = db
    .select({ key: buildingOf(addresses.street, addresses.postcode).as('key') })
    .from(addresses)
    .where(inArray(addresses.addressId, addressIds));
  return db
    .select({
      ...withCustomer,
      active: customers.active,
      key: buildingOf(addresses.street, addresses.postcode),
    })
    .from(addresses)
    .innerJoin(customers, eq(customers.customerId, addresses.customerId))
    .where(inArray(buildingOf(addresses.street, addresses.postcode), asked))
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(addresses.addressId))
    .limit(1000);
}

export async function customersByIds(db: Db, ids: number[]) {
  return db
    .select()
    .from(customers)
    .where(inArray(customers.customerId, ids))
    .orderBy(asc(customers.customerId));
}

/** The summary's figures of a customer's orders; undefined when the customer does not exist. */
export async function summaryOf(db: Db, customerId: number, today: string) {
  const [customer] = await db
    .select({
      lastContacted: customers.lastContacted,
      dislikes: customers.dislikes,
      other: customers.otherAllergens,
    })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  if (!customer) return undefined;
  const live = sql`not ${orders.cancelled}`;
  const [figures] = await db
    .select({
      total: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${orders.cancelled})`.mapWith(Number),
      first: sql<string | null>`(min(${orders.startDate}) filter (where ${live}))::text`,
      last: sql<string | null>`(max(${orders.endDate}) filter (where ${live}))::text`,
      open: sql<number>`count(*) filter (where ${live} and ${orders.endDate} is null)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const [current] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.cancelled, false),
        sql`${orders.startDate} <= ${today}`,
        sql`(${orders.endDate} is null or ${orders.endDate} >= ${today})`,
      ),
    )
    .orderBy(asc(orders.startDate))
    .limit(1);
  const [listed] = await db
    .select({ n: count() })
    .from(customerAllergens)
    .where(and(eq(customerAllergens.customerId, customerId), eq(customerAllergens.kind, 'ALLERGY')));
  return { customer, figures: figures!, current, listedAllergies: listed?.n ?? 0 };
}
