import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { and, asc, eq, gte, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { dayOverrides, orders } from '../../db/schema/orders.ts';

export interface CustomerOrderRow {
  orderId: number;
  customerId: number;
  startDate: IsoDate;
  endDate: IsoDate | null;
  weekdays: number[];
  cancelled: boolean;
}

/** The ids among `ids` that name a customer. */
export async function existingCustomerIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: customers.customerId })
    .from(customers)
    .where(inArray(customers.customerId, ids));
  return new Set(rows.map((r) => r.id));
}

/** Every order of these customers (cancelled ones too: the rule decides), in id order. */
export async function ordersOfCustomers(db: Db, ids: number[]): Promise<CustomerOrderRow[]> {
  return db
    .select({
      orderId: orders.orderId,
      customerId: orders.customerId,
      startDate: orders.startDate,
      endDate: orders.endDate,
      weekdays: orders.weekdays,
      cancelled: orders.cancelled,
    })
    .from(orders)
    .where(inArray(orders.customerId, ids))
    .orderBy(asc(orders.orderId));
}

export interface DayOverrideRow {
  orderId: number;
  date: IsoDate;
  status: number;
}

/** The day overrides (date, status) of these orders, oldest first (a later one wins). */
export async function dayOverridesOfOrders(db: Db, orderIds: number[]): Promise<DayOverrideRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: dayOverrides.orderId, date: dayOverrides.date, status: dayOverrides.status })
    .from(dayOverrides)
    .where(inArray(dayOverrides.orderId, orderIds))
    .orderBy(asc(dayOverrides.dayOverrideId));
}

/** The distinct spans of the orders not cancelled that touch [fromMonday, toSunday]. */
export async function orderSpansBetween(db: Db, fromMonday: IsoDate, toSunday: IsoDate) {
  return db
    .selectDistinct({ start_date: orders.startDate, end_date: orders.endDate })
    .from(orders)
    .where(
      and(
        eq(orders.cancelled, false),
        lte(orders.startDate, toSunday),
        or(isNull(orders.endDate), gte(orders.endDate, fromMonday)),
      ),
    );
}

/** The first start and the last end of the orders not cancelled (null when there are none). */
export async function orderDateRange(db: Db): Promise<{ first: IsoDate | null; last: IsoDate | null }> {
  const [row] = await db
    .select({
      first: min(orders.startDate),
      last: max(sql<string>`coalesce(${orders.endDate}, ${orders.startDate})`),
    })
    .from(orders)
    .where(eq(orders.cancelled, false));
  return { first: row?.first ?? null, last: row?.last ?? null };
}
