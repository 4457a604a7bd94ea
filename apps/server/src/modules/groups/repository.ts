import type { CustomerGroupListParams } from '@brigade/domain/schemas/groups';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerGroups, customers } from '../../db/schema/customers.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type GroupRow = typeof customerGroups.$inferSelect;
export type GroupValues = Pick<typeof customerGroups.$inferInsert, 'name' | 'description'>;

// Written out: inside the subquery an unqualified group_id would be the customer's own.
const memberCount = sql<number>`(select count(*)::int from customers m where m.group_id = customer_groups.group_id)`;

const sortColumns = {
  name: sql`lower(${customerGroups.name})`,
  member_count: memberCount,
  updated_at: customerGroups.updatedAt,
} as const;

const withCount = { group: customerGroups, memberCount };
/** A group with the number of customers in it. */
export interface GroupWithCount {
  group: GroupRow;
  memberCount: number;
}

/** One page of the list with each group's member count: `q` searches the name and description. */
export async function findPage(db: Db, query: CustomerGroupListParams) {
  return findPageOf(
    db.select(withCount).from(customerGroups).$dynamic(),
    db.select({ total: count() }).from(customerGroups).$dynamic(),
    {
      where: searchAny(query.q, customerGroups.name, customerGroups.description),
      tieBreaker: customerGroups.groupId,
      ...sortedWindow(query, sortColumns, 'name'),
    },
  );
}

export async function findById(db: Db, id: number): Promise<GroupWithCount | undefined> {
  const rows = await db.select(withCount).from(customerGroups).where(eq(customerGroups.groupId, id));
  return rows[0];
}

export const existsByName = nameExists(customerGroups, customerGroups.name, customerGroups.groupId);

export async function insert(db: Db, values: GroupValues, now: Date): Promise<GroupRow> {
  const rows = await db
    .insert(customerGroups)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(customerGroups, customerGroups.groupId);

const member = {
  customer_id: customers.customerId,
  first_name: customers.firstName,
  last_name: customers.lastName,
  email: customers.email,
};

export async function findMembers(db: Db, groupId: number) {
  return db
    .select(member)
    .from(customers)
    .where(eq(customers.groupId, groupId))
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.customerId),
    );
}

export async function findCustomer(db: Db, customerId: number) {
  const rows = await db
    .select({ ...member, group_id: customers.groupId })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  return rows[0];
}

/** Sets (or clears) a customer's group; the customer's version moves so a customer form open elsewhere reloads. */
export async function setGroup(db: Db, customerId: number, groupId: number | null, now: Date) {
  await db
    .update(customers)
    .set({ groupId, updatedAt: now, version: sql`${customers.version} + 1` })
    .where(eq(customers.customerId, customerId));
}
