import { analyticsRangeQuery } from '@brigade/domain/schemas/analytics';
import * as t from '@brigade/domain/schemas/analytics-tables';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  registerAnalyticsTable,
  type AnalyticsTableAnswer,
  type AnalyticsTableSpec,
} from '../../lib/analytics-table.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AnalyticsTablesService } from './tables-service.ts';

const query = analyticsRangeQuery;
const range =
  'from/to: Mondays of the first and last week (none: the 12 weeks up to the current week, at most 156); programme: all, LEAN, STRONG, flex, trial; zone: postcode zone id';

/** The tables of /analytics/customer, /analytics/order and /analytics/bexio, each with CSV and .xlsx. */
export const analyticsTablesRoutes: FastifyPluginAsync<{
  tables: AnalyticsTablesService;
  clock: Clock;
}> = async (app, { tables, clock }) => {
  const add = <R extends z.ZodType<AnalyticsTableAnswer>>(spec: AnalyticsTableSpec<typeof query, R>) =>
    registerAnalyticsTable(app, clock, spec);
  const columns = (shape: object) => Object.keys(shape);

  add({
    path: '/analytics/customers/weekly',
    name: 'customers-per-week',
    summary: `Per week: active customers (a delivery that week), new (first week ever), returning, churned (none for 4 weeks). ${range}`,
    query,
    response: t.customerWeeklyResponse,
    columns: columns(t.customerWeeklyRow),
    read: (q) => tables.customerWeekly(q),
  });
  add({
    path: '/analytics/customers/weeks-done',
    name: 'customers-weeks-done',
    summary: `The customers active in the range by their weeks with a delivery up to its last week. ${range}`,
    query,
    response: t.weeksDoneResponse,
    columns: columns(t.weeksDoneRow),
    read: (q) => tables.weeksDone(q),
  });
  add({
    path: '/analytics/customers/programme-mix',
    name: 'customers-programme-mix',
    summary: `Per week: customers with a delivery of each programme. ${range}`,
    query,
    response: t.programmeMixResponse,
    columns: columns(t.programmeMixRow),
    read: (q) => tables.programmeMix(q),
  });
  add({
    path: '/analytics/customers/cohorts',
    name: 'customers-retention',
    summary: `Per first week: its customers and those with a delivery 1, 2, 4, 8, 12, 26 and 52 weeks later. ${range}`,
    query,
    response: t.cohortResponse,
    columns: columns(t.cohortRow),
    read: (q) => tables.cohorts(q),
  });
  add({
    path: '/analytics/orders/weekly',
    name: 'orders-per-week',
    summary: `Per week and programme: The Week's rows (orders), days, meals and revenue (week_price, CHF). ${range}`,
    query,
    response: t.orderWeeklyResponse,
    columns: columns(t.orderWeeklyRow),
    read: (q) => tables.orderWeekly(q),
  });
  add({
    path: '/analytics/orders/trial-conversion',
    name: 'orders-trial-conversion',
    summary: `Per week: 1-day trials starting and those followed by a programme within 4 weeks. ${range}`,
    query,
    response: t.conversionResponse,
    columns: columns(t.conversionRow),
    read: (q) => tables.conversion(q),
  });
  add({
    path: '/analytics/orders/discount-codes',
    name: 'orders-discount-codes',
    summary: `Per discount code used in the range: orders, order weeks and what it took off (CHF). ${range}`,
    query,
    response: t.discountUseResponse,
    columns: columns(t.discountUseRow),
    read: (q) => tables.discountUse(q),
  });
  add({
    path: '/analytics/accounting/weekly',
    name: 'accounting-per-week',
    summary: `Per week: invoiced (credit notes negative), paid, open at its end (CHF). ${range}`,
    query,
    response: t.accountingWeeklyResponse,
    columns: columns(t.accountingWeeklyRow),
    read: (q) => tables.accountingWeekly(q),
  });
  add({
    path: '/analytics/accounting/ageing',
    name: 'accounting-ageing',
    summary: `Open invoices on the range's last day (or today) by days past due. ${range}`,
    query,
    response: t.ageingResponse,
    columns: columns(t.ageingRow),
    read: (q) => tables.ageing(q),
  });
};
