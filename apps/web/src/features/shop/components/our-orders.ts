import { isValidWeekId, parseWeekId } from '@brigade/domain/calendar/week-id';
import type { ShopOrderDetail } from '@brigade/domain/schemas/shop';

/**
 * Where each of our orders made from a shop order opens: the customer overview of its start week showing only
 * it, or the customer's page when no line names its week.
 */
export function ourOrderLinks(detail: ShopOrderDetail): { orderId: number; path: string }[] {
  return detail.order_ids.map((orderId) => {
    const week = detail.lines.find((line) => line.order_id === orderId)?.start_week;
    if (week && isValidWeekId(week)) {
      const { year, week: number } = parseWeekId(week);
      return { orderId, path: `/customers/overview/${year}/${number}/${orderId}` };
    }
    return {
      orderId,
      path: detail.customer_id === null ? '/orders' : `/customers/${detail.customer_id}`,
    };
  });
}
