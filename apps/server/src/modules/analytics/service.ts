import { customerWeeksDone } from '@brigade/domain/analytics/customer-weeks-done';
import { weeksWithOrders } from '@brigade/domain/analytics/weeks-with-orders';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, daysBetween } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import {
  MAX_ANALYTICS_WEEKS,
  type CustomerWeeksDoneResponse,
  type WeeksWithOrdersParams,
  type WeeksWithOrdersResponse,
} from '@brigade/domain/schemas/analytics';
import { mondayOf } from '@brigade/domain/week/week-dates';
import { validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toAnalyticsOrders } from './mapping.ts';
import * as repo from './repository.ts';

/** The figures of the analytics screens: customer weeks done and weeks with orders (reads only, no audit). */
export function createAnalyticsService({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>) {
  return {
    async customerWeeksDone(customerIds: number[]): Promise<CustomerWeeksDoneResponse> {
      const existing = await repo.existingCustomerIds(db, customerIds);
      const ids = customerIds.filter((id) => existing.has(id));
      if (ids.length === 0) return { results: [] };
      const orderRows = await repo.ordersOfCustomers(db, ids);
      const overrides = await repo.dayOverridesOfOrders(
        db,
        orderRows.map((o) => o.orderId),
      );
      const ordersOf = toAnalyticsOrders(orderRows, overrides);
      const today = businessDate(clock());
      return {
        results: ids.map((id) => ({ customer_id: id, ...customerWeeksDone(ordersOf.get(id) ?? [], today) })),
      };
    },

    async weeksWithOrders(query: WeeksWithOrdersParams): Promise<WeeksWithOrdersResponse> {
      let { from, to } = query;
      if (from === undefined || to === undefined) {
        const range = await repo.orderDateRange(db);
        if (range.first === null) return { pids: [] };
        const defaultWeek = defaultWeekMonday(clock());
        from ??= range.first;
        to ??= range.last !== null && range.last > defaultWeek ? range.last : defaultWeek;
      }
      const [fromMonday, toMonday] = [mondayOf(from), mondayOf(to)];
      if (fromMonday > toMonday) throw validationError('from', messages.analyticsWeeksOrder);
      if (daysBetween(fromMonday, toMonday) / 7 >= MAX_ANALYTICS_WEEKS) {
        throw validationError('to', messages.analyticsWeeksTooMany);
      }
      const spans = await repo.orderSpansBetween(db, fromMonday, addDays(toMonday, 6));
      return { pids: weeksWithOrders(spans, fromMonday, toMonday) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
