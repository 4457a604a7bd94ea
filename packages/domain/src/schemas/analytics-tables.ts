import { z } from 'zod';
import { PROGRAMME_LABELS } from '../orders/programme-label.ts';
import { analyticsRangeEcho } from './analytics.ts';

// The tables of the customer, order and accounting analytics screens (issue 20). Each answer carries the
// range it covers and its rows; the downloads have the rows' fields as columns, in this order.

const week = { week_id: z.string(), start_date: z.string() };
const table = <R extends z.ZodRawShape>(row: R) =>
  z.object({ ...analyticsRangeEcho, rows: z.array(z.object(row)) });

/** Per week: customers with a delivery (active), first ever (new), active before (returning), churned. */
export const customerWeeklyRow = {
  ...week,
  active: z.number().int(),
  new: z.number().int(),
  returning: z.number().int(),
  churned: z.number().int(),
};
export const customerWeeklyResponse = table(customerWeeklyRow);
export type CustomerWeeklyResponse = z.infer<typeof customerWeeklyResponse>;

/** The customers active in the range by the weeks they have had a delivery up to its last week. */
export const WEEKS_DONE_BUCKETS = ['1', '2', '3', '4', '5–8', '9–12', '13–26', '27–52', '53+'] as const;
export const weeksDoneRow = { weeks_done: z.enum(WEEKS_DONE_BUCKETS), customers: z.number().int() };
export const weeksDoneResponse = table(weeksDoneRow);
export type WeeksDoneResponse = z.infer<typeof weeksDoneResponse>;

/** Per week: the customers with a delivery of each programme (a customer with two programmes is in both). */
export const programmeMixRow = {
  ...week,
  lean: z.number().int(),
  lean_flex: z.number().int(),
  strong: z.number().int(),
  strong_flex: z.number().int(),
  lean_trial: z.number().int(),
  strong_trial: z.number().int(),
};
export const programmeMixResponse = table(programmeMixRow);
export type ProgrammeMixResponse = z.infer<typeof programmeMixResponse>;

/** Weeks after the first one whose retention the cohort table shows. */
export const COHORT_OFFSETS = [1, 2, 4, 8, 12, 26, 52] as const;
/** Per first week in the range: its customers and how many of them had a delivery k weeks later (null: later than the range). */
export const cohortRow = {
  ...week,
  customers: z.number().int(),
  ...Object.fromEntries(COHORT_OFFSETS.map((k) => [`week_${k}`, z.number().int().nullable()])),
} as { week_id: z.ZodString; start_date: z.ZodString; customers: z.ZodNumber } & Record<
  `week_${(typeof COHORT_OFFSETS)[number]}`,
  z.ZodNullable<z.ZodNumber>
>;
export const cohortResponse = table(cohortRow);
export type CohortResponse = z.infer<typeof cohortResponse>;

/** Per week and programme: The Week's rows (orders), their days, meals and revenue (CHF). */
export const orderWeeklyRow = {
  ...week,
  programme: z.enum(PROGRAMME_LABELS as [string, ...string[]]),
  orders: z.number().int(),
  days: z.number().int(),
  meals: z.number().int(),
  revenue: z.number(),
};
export const orderWeeklyResponse = table(orderWeeklyRow).extend({
  /** Order weeks without a readable programme or price (left out). */
  unpriced: z.number().int(),
});
export type OrderWeeklyResponse = z.infer<typeof orderWeeklyResponse>;

/** Per week of the trials' start: 1-day trials and those followed by a programme within 4 weeks. */
export const conversionRow = {
  ...week,
  trials: z.number().int(),
  converted: z.number().int(),
  /** converted / trials in %, one decimal; null without trials. */
  conversion_pct: z.number().nullable(),
};
export const conversionResponse = table(conversionRow);
export type ConversionResponse = z.infer<typeof conversionResponse>;

/** Per discount code used in the range: its orders, their weeks and what the code took off (CHF). */
export const discountUseRow = {
  code: z.string(),
  kind: z.enum(['PERCENT', 'FIXED']),
  value: z.number(),
  orders: z.number().int(),
  weeks: z.number().int(),
  cost: z.number(),
};
export const discountUseResponse = table(discountUseRow);
export type DiscountUseResponse = z.infer<typeof discountUseResponse>;

/** Per week: invoiced (issued that week, credit notes negative), paid (paid that week) and open at its end. */
export const accountingWeeklyRow = {
  ...week,
  invoiced: z.number(),
  credit_notes: z.number(),
  paid: z.number(),
  open: z.number(),
};
export const accountingWeeklyResponse = table(accountingWeeklyRow);
export type AccountingWeeklyResponse = z.infer<typeof accountingWeeklyResponse>;

export const AGEING_BUCKETS = ['not_due', '0-30', '31-60', '61-90', '90+'] as const;
/** The invoices open on `as_of` by days past their due date. */
export const ageingRow = { bucket: z.enum(AGEING_BUCKETS), invoices: z.number().int(), amount: z.number() };
export const ageingResponse = table(ageingRow).extend({ as_of: z.string() });
export type AgeingResponse = z.infer<typeof ageingResponse>;
