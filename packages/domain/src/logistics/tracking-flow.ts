import { DomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import type { TrackingStatus } from './tracking-status.ts';

/**
 * How a consignment's tracking moves (ADR 066). The spec names the statuses 0–9 but no transitions; these are
 * what a dispatcher and a driver expect:
 * - publishing creates it (1); a dispatcher may assign it (2); a driver's check-in puts it en route (3);
 * - a delivery ends it: handed to the recipient (4), to a neighbour (5) or left in the mailbox (6);
 * - not delivered (7) may be tried again (check-in, 3) or delivered after all (4–6);
 * - a consignment that leaves the plan at a re-publish is deleted (8); a courier's failure is an error (9),
 *   which a re-publish starts again (1);
 * - delivered (4–6) and deleted (8, until published again) are final.
 */
const NEXT: Record<TrackingStatus, readonly TrackingStatus[]> = {
  0: [1],
  1: [2, 3, 4, 5, 6, 7, 8, 9],
  2: [3, 4, 5, 6, 7, 8, 9],
  3: [4, 5, 6, 7, 8, 9],
  4: [],
  5: [],
  6: [],
  7: [3, 4, 5, 6, 8, 9],
  8: [1],
  9: [1, 8],
};

/** True when `next` may follow `current` (nothing yet counts as 0, falsy). */
export function canMoveTracking(current: TrackingStatus | null, next: TrackingStatus): boolean {
  return NEXT[current ?? 0].includes(next);
}

/** What a driver records at a stop, and the tracking status it becomes. */
export const DELIVERY_OUTCOMES = {
  recipient: 4,
  neighbour: 5,
  mailbox: 6,
  not_delivered: 7,
} as const satisfies Record<string, TrackingStatus>;
export type DeliveryOutcome = keyof typeof DELIVERY_OUTCOMES;
export const DELIVERY_OUTCOME_NAMES = Object.keys(DELIVERY_OUTCOMES) as [
  DeliveryOutcome,
  ...DeliveryOutcome[],
];

/** Why a stop was not delivered; a driver picks one (and may add a note). */
export const NOT_DELIVERED_REASONS = [
  'nobody_home',
  'address_not_found',
  'refused',
  'no_access',
  'damaged',
  'other',
] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];

/**
 * Whether a driver's action changes the stop: true to record it, false when the stop already has that status
 * (a repeated tap, or the same action sent again), else a DomainError (422): a stop that is not published
 * (no status, or 0) cannot be driven, and a delivered or deleted one cannot change.
 */
export function driverMoves(current: TrackingStatus | null, next: TrackingStatus): boolean {
  if (current === next) return false;
  if (canMoveTracking(current, next)) return true;
  const unpublished = current === null || current === 0 || current === 8;
  throw new DomainError(
    'TRACKING_TRANSITION',
    unpublished ? messages.stopNotPublished : messages.stopAlreadyFinal,
  );
}

/**
 * When a driver's action happened: the phone's clock, sent with the action (it may have waited offline). It
 * must be a readable instant no later than `now` plus five minutes (phone clocks drift) and no earlier than the
 * day before the delivery date; else the server's own time stands.
 */
export function actionInstant(at: string | undefined, now: Date, date: string): Date {
  if (!at) return now;
  const ms = Date.parse(at);
  const earliest = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
  if (Number.isNaN(ms) || ms > now.getTime() + 300_000 || ms < earliest) return now;
  return new Date(ms);
}

/**
 * The stop order of a run: the saved codes that are still planned, in their saved order, then the planned
 * codes the saved order does not know (new since it was saved), in plan order.
 */
export function applyStopOrder<T extends { readonly code: string }>(
  planned: readonly T[],
  saved: readonly string[],
): T[] {
  const byCode = new Map(planned.map((c) => [c.code, c]));
  const kept = saved.flatMap((code) => {
    const found = byCode.get(code);
    if (!found) return [];
    byCode.delete(code);
    return [found];
  });
  return [...kept, ...byCode.values()];
}

/** A new stop order must name each planned stop exactly once (422 otherwise). */
export function checkStopOrder(planned: readonly string[], given: readonly string[]): void {
  const a = [...planned].sort();
  const b = [...given].sort();
  if (a.length !== b.length || a.some((code, i) => code !== b[i])) {
    throw new DomainError('STOP_ORDER_INVALID', messages.stopOrderInvalid);
  }
}

/** The external logistics service's order statuses, and which may follow which (accepted first). */
export const COURIER_ORDER_NEXT = {
  accepted: ['published', 'cancelled'],
  published: ['picked', 'cancelled'],
  picked: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
} as const;
export type CourierOrderStatus = keyof typeof COURIER_ORDER_NEXT;
export const COURIER_ORDER_STATUSES = Object.keys(COURIER_ORDER_NEXT) as [
  CourierOrderStatus,
  ...CourierOrderStatus[],
];

/** True when the external service lets `next` follow `current`. */
export function canMoveCourierOrder(current: CourierOrderStatus, next: CourierOrderStatus): boolean {
  return (COURIER_ORDER_NEXT[current] as readonly string[]).includes(next);
}
