import { z } from 'zod';
import { ANALYTICS_PROGRAMMES, MAX_ANALYTICS_RANGE_WEEKS } from '../analytics/analytics-range.ts';
import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import { isValidWeekId, mondayOfWeekId } from '../calendar/week-id.ts';
import { isMonday, weeksInRange } from '../margins/margin-weeks.ts';
import { messages } from '../messages/catalogue.ts';

/** At most this many customers per customer-weeks-done request. */
export const MAX_ANALYTICS_CUSTOMERS = 500;
/** from and to of weeks-with-orders may be at most this many weeks apart (about 19 years). */
export const MAX_ANALYTICS_WEEKS = 1000;

const MAX_ID = 2_147_483_647;

/** '1,2,3' → [1, 2, 3] (spaces allowed, repeats dropped); anything else is refused with one message. */
const customerIdList = z
  .string({ error: messages.analyticsCustomerIdsInvalid })
  .trim()
  .max(5000, { error: messages.analyticsCustomerIdsInvalid })
  .regex(/^\d{1,10}(\s*,\s*\d{1,10})*$/, { error: messages.analyticsCustomerIdsInvalid })
  .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), {
    error: messages.analyticsCustomerIdsInvalid,
  })
  .refine((ids) => ids.length <= MAX_ANALYTICS_CUSTOMERS, { error: messages.analyticsCustomerIdsInvalid });

/**
 * Customer weeks done: one id as customer_id, or a comma-separated list as customer_ids; with both, the ids
 * of both count.
 */
export const customerWeeksDoneQuery = z
  .object({
    customer_ids: customerIdList.optional(),
    customer_id: customerIdList.optional(),
  })
  .transform((q, ctx) => {
    const ids = [...new Set([...(q.customer_ids ?? []), ...(q.customer_id ?? [])])];
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customer_ids'], message: messages.analyticsCustomerIdsInvalid });
      return z.NEVER;
    }
    if (ids.length > MAX_ANALYTICS_CUSTOMERS) {
      ctx.addIssue({ code: 'custom', path: ['customer_ids'], message: messages.analyticsCustomerIdsInvalid });
      return z.NEVER;
    }
    return { customer_ids: ids };
  });

export const customerWeeksDoneItem = z.object({
  customer_id: z.number().int(),
  /** Weeks with at least one delivered day, up to and including the current week. */
  weeks_done: z.number().int(),
  /** The customer's orders (cancelled ones left out). */
  orders: z.number().int(),
  /** Days skipped by status-0 overrides, up to and including the current week. */
  discount_days: z.number().int(),
});

/** Results in the order the ids were asked for; ids of customers that do not exist are left out. */
export const customerWeeksDoneResponse = z.object({ results: z.array(customerWeeksDoneItem) });
export type CustomerWeeksDoneResponse = z.infer<typeof customerWeeksDoneResponse>;

/** A week id ('2026_45') or a date ('2026-11-04'), read as the Monday of its week. */
const weekOrDate = z
  .string({ error: messages.analyticsWeekInvalid })
  .trim()
  .max(40, { error: messages.analyticsWeekInvalid })
  .refine((v) => isValidWeekId(v) || isIsoDate(v), { error: messages.analyticsWeekInvalid })
  .transform((v): IsoDate => (isIsoDate(v) ? v : mondayOfWeekId(v)));

/**
 * Weeks with orders. from and to: week ids or dates, both weeks included.
 * Without from, from the first order's week; without to, up to the later of the default week and the last
 * week of any order with an end.
 */
export const weeksWithOrdersQuery = z.object({
  from: weekOrDate.optional(),
  to: weekOrDate.optional(),
});
/** The query as the server reads it: from and to as dates (a week id as its Monday). */
export type WeeksWithOrdersParams = z.output<typeof weeksWithOrdersQuery>;

/** pids: the week ids with at least one order that is not cancelled, ascending. */
export const weeksWithOrdersResponse = z.object({ pids: z.array(z.string()) });
export type WeeksWithOrdersResponse = z.infer<typeof weeksWithOrdersResponse>;

// The analytics screens (issue 20): a range of weeks and the filters every analytics table takes.

const mondayField = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(40, { error })
    .refine((value) => isMonday(value), { error });

/** Query-string fields of every analytics table (from, to: Mondays; programme; zone: a postcode zone id). */
export const analyticsRangeShape = {
  from: mondayField(messages.analyticsFromNotMonday).optional(),
  to: mondayField(messages.analyticsToNotMonday).optional(),
  programme: z.enum(ANALYTICS_PROGRAMMES, { error: messages.analyticsProgrammeInvalid }).optional(),
  zone: z
    .string({ error: messages.analyticsZoneInvalid })
    .trim()
    .regex(/^\d{1,9}$/, { error: messages.analyticsZoneInvalid })
    .transform(Number)
    .refine((id) => id >= 1, { error: messages.analyticsZoneInvalid })
    .optional(),
};

/** Two Mondays make a range: forwards and at most {@link MAX_ANALYTICS_RANGE_WEEKS} weeks (400 under `to`). */
export function refineAnalyticsRange(query: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) {
  // Runs even when a field was refused: only two Mondays make a range.
  if (!isMonday(query.from) || !isMonday(query.to)) return;
  const weeks = weeksInRange(query.from, query.to);
  if (weeks < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.analyticsRangeOrder });
  else if (weeks > MAX_ANALYTICS_RANGE_WEEKS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: messages.analyticsRangeTooLong });
  }
}

/**
 * An analytics table's query: from and to are the Mondays of the first and last week, both included (none:
 * the 12 weeks up to the current week); programme (all when absent) and zone filter the orders counted.
 */
export const analyticsRangeQuery = z.object(analyticsRangeShape).superRefine(refineAnalyticsRange);
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuery>;

/** What every analytics table answers with besides its rows: the range it covers (Mondays). */
export const analyticsRangeEcho = { from: z.string(), to: z.string() };
