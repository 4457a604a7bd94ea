import { z } from 'zod';
import { analyticsRangeEcho, analyticsRangeShape, refineAnalyticsRange } from './analytics.ts';

// Delivery analytics (/analytics/delivery, issue 20): the published consignments of a range of ISO weeks and
// their tracking (ADR 066), per week and per zone, courier, pick-up point and day period.

/** A delivery table's query: the range of weeks and optionally one postcode zone (of the delivery address). */
export const deliveryAnalyticsQuery = z
  .object({ from: analyticsRangeShape.from, to: analyticsRangeShape.to, zone: analyticsRangeShape.zone })
  .superRefine(refineAnalyticsRange);
export type DeliveryAnalyticsQuery = z.output<typeof deliveryAnalyticsQuery>;

/** What the breakdown groups the deliveries by. */
export const DELIVERY_BREAKDOWNS = ['zone', 'courier', 'pick_up_point', 'period'] as const;
export const deliveryBreakdownQuery = z
  .object({
    from: analyticsRangeShape.from,
    to: analyticsRangeShape.to,
    zone: analyticsRangeShape.zone,
    by: z.enum(DELIVERY_BREAKDOWNS).default('zone'),
  })
  .superRefine(refineAnalyticsRange);
export type DeliveryBreakdownQuery = z.output<typeof deliveryBreakdownQuery>;

/**
 * Outcome counts of a set of consignments, by their latest tracking status: delivered (4 recipient,
 * 5 neighbour, 6 mailbox), not delivered (7), open (1–3: published, assigned, en route; 9 error). on_time
 * counts the delivered ones whose delivery instant (Zurich) is on their date no later than their window's end;
 * on_time_pct is of the delivered ones with a window; delivered_pct of all.
 */
const outcomes = {
  deliveries: z.number().int(),
  orders: z.number().int(),
  delivered: z.number().int(),
  not_delivered: z.number().int(),
  open: z.number().int(),
  on_time: z.number().int(),
  with_window: z.number().int(),
  delivered_pct: z.number().nullable(),
  on_time_pct: z.number().nullable(),
};

export const deliveryWeek = z.object({ week_id: z.string(), start_date: z.string(), ...outcomes });
export const deliveryWeeklyResponse = z.object({
  ...analyticsRangeEcho,
  /** False when no consignment of the range has tracking: the screen says so instead of drawing zeros. */
  tracked: z.boolean(),
  rows: z.array(deliveryWeek),
});
export type DeliveryWeeklyResponse = z.infer<typeof deliveryWeeklyResponse>;

export const deliveryGroupRow = z.object({ key: z.string(), label: z.string(), ...outcomes });
export const deliveryBreakdownResponse = z.object({
  ...analyticsRangeEcho,
  by: z.enum(DELIVERY_BREAKDOWNS),
  tracked: z.boolean(),
  rows: z.array(deliveryGroupRow),
});
export type DeliveryBreakdownResponse = z.infer<typeof deliveryBreakdownResponse>;

/** The not-delivered stops of the range per reason the driver gave (their latest status is 7). */
export const deliveryReasonsResponse = z.object({
  ...analyticsRangeEcho,
  tracked: z.boolean(),
  rows: z.array(z.object({ reason: z.string(), stops: z.number().int(), share_pct: z.number() })),
});
export type DeliveryReasonsResponse = z.infer<typeof deliveryReasonsResponse>;
