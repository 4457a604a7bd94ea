/** Consignment tracking statuses and their names. Which transitions are allowed is not known yet. */
export const TRACKING_STATUS_NAMES = {
  0: 'falsy',
  1: 'created',
  2: 'assigned',
  3: 'en route',
  4: 'handed to recipient',
  5: 'handed to neighbour',
  6: 'in mailbox',
  7: 'not delivered',
  8: 'deleted',
  9: 'error',
} as const;
export type TrackingStatus = keyof typeof TRACKING_STATUS_NAMES;
export const TRACKING_STATUS_CODES = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
] as const satisfies readonly TrackingStatus[];

/**
 * Order statuses of the external logistics service (its transitions are not known).
 * @public
 */
export const LOGISTICS_ORDER_STATUSES = [
  'accepted',
  'published',
  'cancelled',
  'picked',
  'delivered',
] as const;

/** True for a tracking status code 0–9. */
export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return typeof value === 'number' && (TRACKING_STATUS_CODES as readonly number[]).includes(value);
}

/**
 * The name of a tracking status, or null for a number outside 0–9.
 * @public
 */
export function trackingStatusName(status: number): string | null {
  return isTrackingStatus(status) ? TRACKING_STATUS_NAMES[status] : null;
}

/**
 * The current status of a consignment: its tracking item with the latest timestamp (ISO 8601 text).
 * For equal timestamps the later item in the list wins; unreadable timestamps are skipped; none → null.
 * @public
 */
export function latestTrackingItem<T extends { readonly status: number; readonly timestamp: string }>(
  items: readonly T[],
): T | null {
  let latest: T | null = null;
  let latestMs = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const ms = Date.parse(item.timestamp);
    if (!Number.isNaN(ms) && ms >= latestMs) [latest, latestMs] = [item, ms];
  }
  return latest;
}
