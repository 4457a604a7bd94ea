import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { chatPreferences, pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customerAllergens, customerGroups, customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { anyRow, containsPattern, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Omit<
  typeof customers.$inferInsert,
  'customerId' | 'version' | 'createdAt' | 'updatedAt' | 'billingDefault' | 'deliveryDefault' | 'groupId'
>;

const billing = alias(addresses, 'billing');
const delivery = alias(addresses, 'delivery');

const fullName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
/** The address a delivery goes to for the list: the delivery address when billing is not used, else billing. */
const usesDelivery = sql`(not ${customers.useBilling} and not ${customers.pickUp} and ${delivery.addressId} is not null)`;
const listPostcode = sql<string>`coalesce(case when ${usesDelivery} then ${delivery.postcode} else ${billing.postcode} end, '')`;
const listCity = sql<string>`coalesce(case when ${usesDelivery} then ${delivery.city} else ${billing.city} end, '')`;
/** Allergies of a customer: allergens of the list (kind ALLERGY) plus the other allergens typed in. */
const allergyCount = sql<number>`((select count(*) from ${customerAllergens} ca where ca.customer_id = ${customers.customerId} and ca.kind = 'ALLERGY') + jsonb_array_length(${customers.otherAllergens}))::int`;

/** By last name, then first name. */
export const nameSort = sql`lower(${customers.lastName} || ' ' || ${customers.firstName})`;

const sortColumns = {
  name: nameSort,
  first_name: sql`lower(${customers.firstName})`,
  last_name: sql`lower(${customers.lastName})`,
  email: sql`lower(${customers.email})`,
  postcode: listPostcode,
  city: sql`lower(${listCity})`,
  allergies: allergyCount,
  active: customers.active,
  updated_at: customers.updatedAt,
} as const;

interface CustomerFilter {
  start: number;
  length: number;
  q?: string | undefined;
  active?: boolean | undefined;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

/** A customer whose first name, last name, "first last" or e-mail matches the ILIKE pattern. */
export function nameSearch(pattern: string): SQL[] {
  return [
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(fullName, pattern),
    ilike(customers.email, pattern),
  ];
}

function listWhere(filter: Pick<CustomerFilter, 'q' | 'active'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const digits = filter.q.replace(/\D/g, '');
    parts.push(
      or(
        ...nameSearch(pattern),
        ilike(sql`${customers.lastName} || ' ' || ${customers.firstName}`, pattern),
        digits.length >= 3
          ? ilike(customers.phoneNumber, containsPattern(digits.replace(/^0/, '')))
          : undefined,
        ilike(billing.postcode, pattern),
        ilike(billing.city, pattern),
        ilike(delivery.postcode, pattern),
        ilike(delivery.city, pattern),
      ),
    );
  }
  if (filter.active !== undefined) parts.push(eq(customers.active, filter.active));
  return and(...parts);
}

export async function findPage(db: Db, filter: CustomerFilter) {
  const where = listWhere(filter);
  const base = () =>
    db
      .select({
        customer: customers,
        postcode: listPostcode,
        city: listCity,
        allergies: allergyCount,
      })
      .from(customers)
      .leftJoin(billing, eq(billing.addressId, customers.billingDefault))
      .leftJoin(delivery, eq(delivery.addressId, customers.deliveryDefault));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(...orderBy(sortColumns[filter.sortBy ?? 'name'], filter.sortDir, customers.customerId))
      .limit(filter.length)
      .offset(filter.start),
    db
      .select({ total: count() })
      .from(customers)
      .leftJoin(billing, eq(billing.addressId, customers.billingDefault))
      .leftJoin(delivery, eq(delivery.addressId, customers.deliveryDefault))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
export type ListRow = Awaited<ReturnType<typeof findPage>>['rows'][number];

/** Autocomplete: first name, last name, "first last" or e-mail contains q; active customers first. */
export async function autocomplete(db: Db, q: string, limit: number) {
  const pattern = containsPattern(q);
  return db
    .select({
      customerId: customers.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(or(...nameSearch(pattern)))
    .orderBy(
      sql`${customers.active} desc`,
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.customerId),
    )
    .limit(limit);
}

export async function findById(db: Db, id: number) {
  const rows = await db
    .select({ customer: customers, groupName: customerGroups.name })
    .from(customers)
    .leftJoin(customerGroups, eq(customerGroups.groupId, customers.groupId))
    .where(eq(customers.customerId, id));
  return rows[0];
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return anyRow(db, customers, eq(customers.customerId, id));
}

export async function hasOrders(db: Db, customerId: number): Promise<boolean> {
  return anyRow(db, orders, eq(orders.customerId, customerId));
}

export async function chatPrefExists(db: Db, code: string): Promise<boolean> {
  return anyRow(db, chatPreferences, eq(chatPreferences.code, code));
}

export async function pickUpPointExists(db: Db, id: number): Promise<boolean> {
  return anyRow(db, pickUpPoints, eq(pickUpPoints.pickUpPointId, id));
}

export async function insert(db: Db, values: CustomerValues, now: Date): Promise<CustomerRow> {
  const rows = await db
    .insert(customers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Points the customer at its default addresses (no version bump: part of the same save). */
export async function setDefaults(
  db: Db,
  customerId: number,
  billingDefault: number | null,
  deliveryDefault: number | null,
): Promise<void> {
  await db
    .update(customers)
    .set({ billingDefault, deliveryDefault })
    .where(eq(customers.customerId, customerId));
}

/** Removes the customer's addresses and health rows (before the customer itself). */
export async function deleteDependants(db: Db, customerId: number): Promise<void> {
  await db.delete(customerAllergens).where(eq(customerAllergens.customerId, customerId));
  await setDefaults(db, customerId, null, null);
  await db.delete(addresses).where(eq(addresses.customerId, customerId));
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(customers, customers.customerId);

/** The customer with this e-mail (case-insensitive), the oldest if several share it. */
export async function findIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customers.customerId })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .orderBy(asc(customers.customerId))
    .limit(1);
  return row?.id;
}
