import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema/orders.ts';

/** The columns of an order that decide which meals it receives on a date: its programme and its schedule. */
export const orderScheduleColumns = {
  type: orders.type,
  isFlex: orders.isFlex,
  dayTrial: orders.dayTrial,
  discountMeals: orders.discountMeals,
  startDate: orders.startDate,
  endDate: orders.endDate,
  weekdays: orders.weekdays,
};

/**
 * Orders that may deliver up to `last`: not cancelled, started by `last` and not ended before `weekBefore`
 * (the exact days are the domain's).
 */
export function mayDeliverBy(last: string, weekBefore: string): SQL {
  return and(
    eq(orders.cancelled, false),
    lte(orders.startDate, last),
    or(isNull(orders.endDate), gte(orders.endDate, weekBefore)),
  )!;
}
