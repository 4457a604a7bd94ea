import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { messages } from '@brigade/domain/messages/catalogue';
import { orderWeekSchedule } from '@brigade/domain/orders/day-schedule';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import type { DayCustomersResponse } from '@brigade/domain/schemas/week-day-customers';
import type {
  BagLine,
  CustomerOverview,
  MismatchConfirmation,
  OverviewOrder,
  WeekCustomersResponse,
} from '@brigade/domain/schemas/week';
import { dayCustomers } from '@brigade/domain/week/day-customers';
import { weekCustomerRow, type WeekCustomerRow } from '@brigade/domain/week/week-customer-row';
import { inWeekOfOrder, weekOfMonday, type WeekDates } from '@brigade/domain/week/week-dates';
import { weekTotals } from '@brigade/domain/week/week-totals';
import { businessRule, notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { weekOfDate, weekOfYearWeek } from '../../lib/week-dates.ts';
import {
  recordKey,
  spanOf,
  toCustomerOverview,
  toOverviewOrder,
  toRowInput,
  weekLookups,
  type OverviewRecords,
} from './mapping.ts';
import * as repo from './repository.ts';

/** The week rows of the loaded data: one per order that delivers in the week. */
function buildRows(
  data: repo.WeekData,
  week: WeekDates,
): { order: repo.WeekOrderRow; row: WeekCustomerRow }[] {
  const lookups = weekLookups(data);
  return data.orders
    .filter((o) => inWeekOfOrder(week.monday, spanOf(o)))
    .map((o) => ({ order: o, row: weekCustomerRow(toRowInput(o, week.monday, lookups)) }));
}

/**
 * The week (a row per order delivering in it, with the totals per day), the customer overview (each order's
 * days with their overrides, bags and merges) and the weekly delivery-mismatch confirmations.
 */
export function createWeekService({ db, clock, audit }: CoreDeps) {
  async function overviewOf(week: WeekDates, onlyOrderId?: number): Promise<CustomerOverview> {
    const data = await repo.loadWeek(db, week, onlyOrderId);
    const built = buildRows(data, week);
    const ids = built.map((b) => b.order.orderId);
    const extras = await repo.loadWeekExtras(db, week.monday, week.sunday, ids);
    const records: OverviewRecords = {
      days: new Map(data.dayOverrides.map((d) => [recordKey(d.orderId, d.date), d])),
      meals: new Map(data.mealOverrides.map((m) => [recordKey(m.orderId, m.date), m])),
      bags: new Map(extras.bags.map((b) => [recordKey(b.orderId, b.date), b])),
      merges: new Map(extras.merges.map((m) => [recordKey(m.orderId, m.menuDate), m])),
    };
    const overridesOf = groupBy(data.dayOverrides, (d) => d.orderId);
    const orders = built.map(({ order, row }) => {
      const schedule = orderWeekSchedule(week.weekId, overridesOf.get(order.orderId) ?? [], spanOf(order));
      return toOverviewOrder(order, row, schedule.days, records);
    });
    return toCustomerOverview(week, orders);
  }

  return {
    /** A row per order active in the week of `startDate`; none: the default week (next week from Friday). */
    async weekCustomers(startDate: IsoDate | undefined): Promise<WeekCustomersResponse> {
      const week = startDate ? weekOfDate(startDate, 'start_date') : weekOfMonday(defaultWeekMonday(clock()));
      const data = await repo.loadWeek(db, week);
      const rows = buildRows(data, week).map((b) => b.row);
      return {
        week_id: week.weekId,
        start_date: week.monday,
        days: Array.from({ length: 5 }, (_, i) => addDays(week.monday, i)),
        rows: rows.map(({ counts: _counts, ...row }) => row),
        totals: weekTotals(week.monday, rows),
        allergen_names_de: Object.fromEntries(data.allergens.map((a) => [a.name, a.nameDe])),
      };
    },

    /**
     * 'View week customers' (spec §2): who gets `meal` on `date`, with programme, bags and allergies. A read of
     * health data, so it is audited (ADR 075).
     */
    async dayCustomers(actorId: number, date: IsoDate, meal: MealType): Promise<DayCustomersResponse> {
      const week = weekOfDate(date, 'date');
      const data = await repo.loadWeek(db, week);
      const rows = buildRows(data, week).map((b) => b.row);
      const { bags } = await repo.loadWeekExtras(
        db,
        date,
        date,
        rows.map((r) => r.order_id),
      );
      const extra = new Map(bags.map((b) => [b.orderId, b.bagsJson as BagLine[]]));
      const items = dayCustomers(rows, extra, date, meal);
      await audit.record({
        userId: actorId,
        action: 'read',
        entity: 'customer_health',
        entityId: `${date}/${meal}`,
        change: { via: 'view week customers', customer_ids: items.map((i) => i.customer_id) },
      });
      return {
        date,
        meal,
        items,
        total_bags: items.reduce((sum, i) => sum + i.bags, 0),
        allergen_names_de: Object.fromEntries(data.allergens.map((a) => [a.name, a.nameDe])),
      };
    },

    defaultWeekId(): string {
      return weekIdOfDate(defaultWeekMonday(clock()));
    },

    async overview(year: string, week: string): Promise<CustomerOverview> {
      return overviewOf(weekOfYearWeek(year, week));
    },

    async overviewOrder(year: string, week: string, orderId: number): Promise<OverviewOrder> {
      const result = await overviewOf(weekOfYearWeek(year, week), orderId);
      const order = result.orders[0];
      if (!order) throw notFound(messages.orderNotInWeek);
      return order;
    },

    /**
     * Sets (confirmed) or withdraws the delivery-mismatch confirmation of the order for the week of
     * `weekStart`; both are idempotent. Confirming needs an order that delivers in that week.
     */
    async setMismatchConfirmation(
      actorId: number,
      orderId: number,
      weekStart: IsoDate,
      confirmed: boolean,
    ): Promise<MismatchConfirmation> {
      const week = weekOfDate(weekStart, 'week_start');
      return db.transaction(async (tx) => {
        const [order] = await repo.findOrders(tx, [orderId]);
        if (!order) throw notFound();
        if (confirmed && (order.cancelled || !inWeekOfOrder(week.monday, spanOf(order)))) {
          throw businessRule(messages.orderNotInWeek);
        }
        const changed = confirmed
          ? await repo.confirmMismatch(tx, orderId, week.monday, actorId, clock())
          : await repo.unconfirmMismatch(tx, orderId, week.monday);
        if (changed) {
          await audit.record(
            {
              userId: actorId,
              action: confirmed ? 'create' : 'delete',
              entity: 'delivery_mismatch_confirmation',
              entityId: orderId,
              change: { week_start: week.monday },
            },
            tx,
          );
        }
        return { order_id: orderId, week_start: week.monday, confirmed };
      });
    },
  };
}

export type WeekService = ReturnType<typeof createWeekService>;
