import { and, asc, count, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discounts, pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { deliveryTypes } from '../../db/schema/delivery.ts';
import { discountRedemptions } from '../../db/schema/money.ts';
import { orders } from '../../db/schema/orders.ts';
import { anyRow, containsPattern, orderBy } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'orderId' | 'version' | 'createdAt' | 'updatedAt'>;

/** An order with the names the screens show beside it, and the discount code it redeemed (null: none). */
export interface OrderWithNames {
  order: OrderRow;
  customerName: string;
  customerEmail: string;
  deliveryTypeName: string | null;
  discountCode: string | null;
  discountKind: 'PERCENT' | 'FIXED' | null;
  /** numeric: text. */
  discountValue: string | null;
}

const customerName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
const programmeSort = sql`${orders.type} || case when ${orders.dayTrial} then ' trial' when ${orders.isFlex} then ' flex' else '' end`;

const sortColumns = {
  order_id: orders.orderId,
  customer_name: sql`lower(${customerName})`,
  programme: programmeSort,
  start_week: orders.startDate,
  end_week: sql`coalesce(${orders.endDate}, '9999-12-31')`,
  delivery_type_name: sql`lower(${deliveryTypes.name})`,
  created_at: orders.createdAt,
} as const;

interface OrderFilter {
  start: number;
  length: number;
  orderVersion: 2 | 3;
  q?: string | undefined;
  customerId?: number | undefined;
  /** The Monday of a week: orders running that week. */
  weekMonday?: string | undefined;
  includeCancelled: boolean;
  sortBy?: keyof typeof sortColumns | undefined;
  sortDir: 'asc' | 'desc';
}

function where(filter: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(orders.orderVersion, filter.orderVersion)];
  if (!filter.includeCancelled) parts.push(eq(orders.cancelled, false));
  if (filter.customerId !== undefined) parts.push(eq(orders.customerId, filter.customerId));
  if (filter.weekMonday !== undefined) {
    parts.push(lte(orders.startDate, filter.weekMonday));
    parts.push(or(isNull(orders.endDate), gte(orders.endDate, filter.weekMonday)));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const id = /^\d{1,9}$/.test(filter.q) ? eq(orders.orderId, Number(filter.q)) : undefined;
    parts.push(or(ilike(customerName, pattern), ilike(customers.email, pattern), id));
  }
  return and(...parts);
}

const selection = {
  order: orders,
  customerName,
  customerEmail: customers.email,
  deliveryTypeName: deliveryTypes.name,
  discountCode: discounts.code,
  discountKind: discounts.kind,
  discountValue: discounts.value,
};

function withNames(db: Db) {
  return db
    .select(selection)
    .from(orders)
    .innerJoin(customers, eq(customers.customerId, orders.customerId))
    .leftJoin(deliveryTypes, eq(deliveryTypes.deliveryTypeId, orders.deliveryTypeId))
    .leftJoin(discountRedemptions, eq(discountRedemptions.orderId, orders.orderId))
    .leftJoin(discounts, eq(discounts.discountId, discountRedemptions.discountId));
}

export async function findPage(
  db: Db,
  filter: OrderFilter,
): Promise<{ rows: OrderWithNames[]; total: number }> {
  const condition = where(filter);
  const sortBy = filter.sortBy ?? 'order_id';
  const sortDir = filter.sortBy ? filter.sortDir : 'desc';
  const [rows, totals] = await Promise.all([
    withNames(db)
      .where(condition)
      .orderBy(...orderBy(sortColumns[sortBy], sortDir, orders.orderId))
      .limit(filter.length)
      .offset(filter.start),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.customerId, orders.customerId))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findById(db: Db, id: number): Promise<OrderWithNames | undefined> {
  const rows = await withNames(db).where(eq(orders.orderId, id));
  return rows[0];
}

export async function findRow(db: Db, id: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.orderId, id));
  return rows[0];
}

export async function findCustomer(db: Db, customerId: number) {
  const rows = await db
    .select({
      customerId: customers.customerId,
      email: customers.email,
      billingDefault: customers.billingDefault,
      deliveryDefault: customers.deliveryDefault,
      useBilling: customers.useBilling,
      pickUp: customers.pickUp,
      pickUpPointId: customers.pickUpPointId,
      deliveryInstructions: customers.deliveryInstructions,
    })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  return rows[0];
}

const referenced = {
  address: addresses.addressId,
  delivery_type: deliveryTypes.deliveryTypeId,
  pick_up_point: pickUpPoints.pickUpPointId,
} as const;

/** Whether the record an order refers to exists; an address must also be the customer's. */
export async function referenceExists(
  db: Db,
  kind: keyof typeof referenced,
  id: number,
  customerId?: number,
): Promise<boolean> {
  const column = referenced[kind];
  const own =
    kind === 'address' && customerId !== undefined ? eq(addresses.customerId, customerId) : undefined;
  return anyRow(db, column.table, and(eq(column, id), own));
}

export async function insert(db: Db, values: OrderValues, now: Date): Promise<OrderRow> {
  const rows = await db
    .insert(orders)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(orders, orders.orderId);

/** A customer's subscription orders (running, paused or not started), oldest first. */
export async function subscriptionOrders(db: Db, customerId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.isSubscription, true)))
    .orderBy(asc(orders.orderId));
}
