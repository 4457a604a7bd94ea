import { weekIdOfDate } from '../calendar/week-id.ts';
import type { IsoDate } from '../calendar/iso-date.ts';
import { orderWeekMondays, type OrderSpan } from './order-weeks.ts';

/**
 * The weeks with orders: the week ids, ascending and without repeats, in
 * which at least one of `orders` runs, between the weeks of `from` and `to` (inclusive). The caller leaves
 * cancelled orders out; an open order (subscription) runs until `to`.
 */
export function weeksWithOrders(orders: readonly OrderSpan[], from: IsoDate, to: IsoDate): string[] {
  // Mondays first: many orders share weeks, and naming a week costs more than comparing dates.
  const mondays = new Set<IsoDate>();
  for (const order of orders) {
    for (const monday of orderWeekMondays(order, from, to)) mondays.add(monday);
  }
  return [...mondays].sort().map(weekIdOfDate);
}
