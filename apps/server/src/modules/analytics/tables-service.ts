import { analyticsRange, analyticsWeeks, weekIdOfMonday } from '@brigade/domain/analytics/analytics-range';
import { cohortRows, programmeMixRows, weeksDoneRows } from '@brigade/domain/analytics/customer-tables';
import { discountUseRows, orderWeeklyRows } from '@brigade/domain/analytics/order-revenue';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { roundTo2 } from '@brigade/domain/numbers/round';
import type { AnalyticsRangeQuery } from '@brigade/domain/schemas/analytics';
import {
  AGEING_BUCKETS,
  type AccountingWeeklyResponse,
  type AgeingResponse,
  type CohortResponse,
  type ConversionResponse,
  type CustomerWeeklyResponse,
  type DiscountUseResponse,
  type OrderWeeklyResponse,
  type ProgrammeMixResponse,
  type WeeksDoneResponse,
} from '@brigade/domain/schemas/analytics-tables';
import type { CoreDeps } from '../../lib/module.ts';
import * as accounting from './accounting-repository.ts';
import * as customers from './customer-repository.ts';
import * as orders from './order-repository.ts';

const week = (monday: IsoDate) => ({ week_id: weekIdOfMonday(monday), start_date: monday });

/**
 * The tables of the customer, order and accounting analytics screens (issue 20): each reads its range (the
 * 12 weeks up to the current week by default) and filters, lets SQL count, and shapes the rows. Reads only.
 */
export function createAnalyticsTablesService({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>) {
  const rangeOf = (query: AnalyticsRangeQuery) => analyticsRange(clock(), query);
  const filtersOf = (query: AnalyticsRangeQuery) => ({ programme: query.programme, zone: query.zone });

  return {
    async customerWeekly(query: AnalyticsRangeQuery): Promise<CustomerWeeklyResponse> {
      const { from, to } = rangeOf(query);
      const counts = await customers.customerWeekCounts(db, filtersOf(query), from, to);
      const rows = counts.map((c) => ({
        ...week(c.start_date),
        active: c.active,
        new: c.new,
        returning: c.active - c.new,
        churned: c.churned,
      }));
      return { from, to, rows };
    },

    async weeksDone(query: AnalyticsRangeQuery): Promise<WeeksDoneResponse> {
      const { from, to } = rangeOf(query);
      return {
        from,
        to,
        rows: weeksDoneRows(await customers.weeksDoneCounts(db, filtersOf(query), from, to)),
      };
    },

    async programmeMix(query: AnalyticsRangeQuery): Promise<ProgrammeMixResponse> {
      const range = rangeOf(query);
      const counts = await customers.programmeMixCounts(db, filtersOf(query), range.from, range.to);
      const mondays = analyticsWeeks(range).map((w) => w.start_date);
      return { ...range, rows: programmeMixRows(mondays, counts) };
    },

    async cohorts(query: AnalyticsRangeQuery): Promise<CohortResponse> {
      const { from, to } = rangeOf(query);
      return { from, to, rows: cohortRows(await customers.cohortCounts(db, filtersOf(query), from, to), to) };
    },

    async orderWeekly(query: AnalyticsRangeQuery): Promise<OrderWeeklyResponse> {
      const range = rangeOf(query);
      const [groups, codes] = await Promise.all([
        orders.priceGroups(db, filtersOf(query), range.from, range.to),
        orders.discountTerms(db),
      ]);
      return { ...range, ...orderWeeklyRows(analyticsWeeks(range), groups, codes) };
    },

    async conversion(query: AnalyticsRangeQuery): Promise<ConversionResponse> {
      const range = rangeOf(query);
      const counts = new Map(
        (await orders.trialConversions(db, filtersOf(query), range.from, range.to)).map((c) => [
          c.start_date,
          c,
        ]),
      );
      const rows = analyticsWeeks(range).map((w) => {
        const c = counts.get(w.start_date) ?? { trials: 0, converted: 0 };
        const pct = c.trials === 0 ? null : Math.round((c.converted / c.trials) * 1000) / 10;
        return { ...w, trials: c.trials, converted: c.converted, conversion_pct: pct };
      });
      return { ...range, rows };
    },

    async discountUse(query: AnalyticsRangeQuery): Promise<DiscountUseResponse> {
      const range = rangeOf(query);
      const [groups, codes] = await Promise.all([
        orders.priceGroups(db, filtersOf(query), range.from, range.to),
        orders.discountTerms(db),
      ]);
      return { ...range, rows: discountUseRows(groups, codes) };
    },

    async accountingWeekly(query: AnalyticsRangeQuery): Promise<AccountingWeeklyResponse> {
      const { from, to } = rangeOf(query);
      const counts = await accounting.accountingWeeks(db, from, to);
      const rows = counts.map((c) => ({
        ...week(c.start_date),
        invoiced: roundTo2(Number(c.invoiced)),
        credit_notes: roundTo2(Number(c.credit_notes)),
        paid: roundTo2(Number(c.paid)),
        open: roundTo2(Number(c.open)),
      }));
      return { from, to, rows };
    },

    /** Ageing on the range's last Sunday, or today when that is later. */
    async ageing(query: AnalyticsRangeQuery): Promise<AgeingResponse> {
      const { from, to } = rangeOf(query);
      const today = businessDate(clock());
      const sunday = addDays(to, 6);
      const asOf = sunday < today ? sunday : today;
      const counts = new Map((await accounting.ageing(db, asOf)).map((c) => [c.bucket, c]));
      const rows = AGEING_BUCKETS.map((bucket) => {
        const c = counts.get(bucket);
        return { bucket, invoices: c?.invoices ?? 0, amount: roundTo2(Number(c?.amount ?? 0)) };
      });
      return { from, to, as_of: asOf, rows };
    },
  };
}

export type AnalyticsTablesService = ReturnType<typeof createAnalyticsTablesService>;
