import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { mondayOf } from '../week/week-dates.ts';

export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';

export interface SubscriptionOrder {
  startDate: IsoDate;
  /** The Monday of its last week; null: it runs until stopped. */
  endDate: IsoDate | null;
  cancelled: boolean;
  isSubscription: boolean;
}

export type SubscriptionOrderChange = Pick<SubscriptionOrder, 'endDate' | 'cancelled' | 'isSubscription'>;

/**
 * What a subscription's new status does to its order (ADR 061). Paused or cancelled, the order ends with the
 * current week (what is planned and cooked this week is still delivered); one that has not started yet is
 * cancelled instead. Paused stays a subscription, so resuming (active) opens its end again and un-cancels it;
 * cancelled is final (no longer a subscription). Null when the order already is that way.
 */
export function subscriptionOrderChange(
  order: SubscriptionOrder,
  status: SubscriptionStatus,
  today: IsoDate,
): SubscriptionOrderChange | null {
  const next: SubscriptionOrderChange =
    status === 'ACTIVE'
      ? { endDate: null, cancelled: false, isSubscription: true }
      : stopped(order, status === 'PAUSED', mondayOf(today));
  const same =
    next.endDate === order.endDate &&
    next.cancelled === order.cancelled &&
    next.isSubscription === order.isSubscription;
  return same ? null : next;
}

function stopped(order: SubscriptionOrder, paused: boolean, thisMonday: IsoDate): SubscriptionOrderChange {
  if (order.startDate > addDays(thisMonday, 6)) {
    return { endDate: order.endDate, cancelled: true, isSubscription: paused };
  }
  const endDate = order.endDate !== null && order.endDate < thisMonday ? order.endDate : thisMonday;
  return { endDate, cancelled: order.cancelled, isSubscription: paused };
}
