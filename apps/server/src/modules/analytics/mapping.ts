import type { AnalyticsOrder } from '@brigade/domain/analytics/customer-weeks-done';
import { groupBy } from '../../lib/group-by.ts';
import type { CustomerOrderRow, DayOverrideRow } from './repository.ts';

/** Each customer's orders as the weeks-done rule reads them, each with its day overrides (oldest first). */
export function toAnalyticsOrders(
  orders: readonly CustomerOrderRow[],
  overrides: readonly DayOverrideRow[],
): Map<number, AnalyticsOrder[]> {
  const overridesOf = groupBy(overrides, (o) => o.orderId);
  const ordersOf = new Map<number, AnalyticsOrder[]>();
  for (const [customerId, rows] of groupBy(orders, (o) => o.customerId)) {
    ordersOf.set(
      customerId,
      rows.map((o) => ({
        start_date: o.startDate,
        end_date: o.endDate,
        weekdays: o.weekdays,
        cancelled: o.cancelled,
        overrides: (overridesOf.get(o.orderId) ?? []).map(({ date, status }) => ({ date, status })),
      })),
    );
  }
  return ordersOf;
}
