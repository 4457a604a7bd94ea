import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import {
  deliveredDates,
  orderWeekMondays,
  skippedDates,
  type DayOverrideStatus,
  type OrderSpan,
} from './order-weeks.ts';

export interface AnalyticsOrder extends OrderSpan {
  readonly cancelled?: boolean;
  readonly overrides: readonly DayOverrideStatus[];
}

export interface CustomerWeeksDone {
  /** Weeks with at least one delivered day, up to and including the current week. */
  readonly weeks_done: number;
  /** The customer's orders, cancelled ones left out. */
  readonly orders: number;
  /** Days skipped by status-0 overrides on days the order delivers, up to and including the current week. */
  readonly discount_days: number;
}

/**
 * The weeks a customer has been delivered so far, and the days left out, from one customer's orders; `today`
 * is the business date. Our choices (the old app gave none): cancelled orders count for nothing; a week
 * counts once however many orders deliver in it; legacy orders count like current ones; a day skipped and
 * then switched on again is not a discount day (the later override wins).
 */
export function customerWeeksDone(orders: readonly AnalyticsOrder[], today: IsoDate): CustomerWeeksDone {
  const lastMonday = addDays(today, 1 - isoWeekday(today));
  const weeks = new Set<IsoDate>();
  let discountDays = 0;
  let count = 0;
  for (const order of orders) {
    if (order.cancelled) continue;
    count++;
    for (const monday of orderWeekMondays(order, null, lastMonday)) {
      if (deliveredDates(order, order.overrides, monday).length > 0) weeks.add(monday);
      discountDays += skippedDates(order, order.overrides, monday).length;
    }
  }
  return { weeks_done: weeks.size, orders: count, discount_days: discountDays };
}
