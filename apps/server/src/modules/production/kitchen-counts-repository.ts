import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { additionalBags, dayOverrides, mealOverrides, orders } from '../../db/schema/orders.ts';
import { mayDeliverBy, orderScheduleColumns } from '../../lib/order-schedule.ts';

// What the kitchen counts from: orders, their customers, day and meal overrides and additional bags, all
// other areas' tables, read only (ADR 015).

/**
 * Everything the kitchen counts of some dates need, set-based (four queries whatever the number of orders):
 * the orders that may deliver on one of the dates (not cancelled, started by the last date, not ended before
 * the week of the first — the exact days are the domain's), their day and meal overrides and additional bags
 * of those dates.
 */
export async function loadOrdersOfDates(db: Db, dates: readonly IsoDate[], first: IsoDate, last: IsoDate) {
  if (dates.length === 0) return { orderRows: [], days: [], meals: [], bags: [] };
  const weekBefore = addDays(first, -6);
  const active = mayDeliverBy(last, weekBefore);
  const activeIds = db.select({ id: orders.orderId }).from(orders).where(active);
  const onDates = [...dates];
  const [orderRows, days, meals, bags] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        ...orderScheduleColumns,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.customerId, orders.customerId))
      .where(active)
      .orderBy(asc(orders.orderId)),
    db
      .select({
        orderId: dayOverrides.orderId,
        date: dayOverrides.date,
        status: dayOverrides.status,
        hasDiscountMeals: dayOverrides.hasDiscountMeals,
        programmeType: dayOverrides.programmeType,
        isFlex: dayOverrides.isFlex,
      })
      .from(dayOverrides)
      .where(and(inArray(dayOverrides.date, onDates), inArray(dayOverrides.orderId, activeIds))),
    db
      .select({
        orderId: mealOverrides.orderId,
        date: mealOverrides.date,
        programmeType: mealOverrides.programmeType,
        isFlex: mealOverrides.isFlex,
        discountMeals: mealOverrides.discountMeals,
      })
      .from(mealOverrides)
      .where(and(inArray(mealOverrides.date, onDates), inArray(mealOverrides.orderId, activeIds))),
    db
      .select({
        additionalBagId: additionalBags.additionalBagId,
        orderId: additionalBags.orderId,
        date: additionalBags.date,
        bagsJson: additionalBags.bagsJson,
        customerId: orders.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(additionalBags)
      .innerJoin(orders, eq(orders.orderId, additionalBags.orderId))
      .innerJoin(customers, eq(customers.customerId, orders.customerId))
      .where(inArray(additionalBags.date, onDates)),
  ]);
  return { orderRows, days, meals, bags };
}

export type KitchenOrders = Awaited<ReturnType<typeof loadOrdersOfDates>>;
export type OrderOfDatesRow = KitchenOrders['orderRows'][number];
export type DayOverrideRow = KitchenOrders['days'][number];
export type MealOverrideRow = KitchenOrders['meals'][number];
export type BagRow = KitchenOrders['bags'][number];
