/**
 * The booking funnel (the customer-facing shop) caches reference data; after Brigade changes it, the matching
 * cache key must be flushed, or the shop shows the old data for up to an hour.
 */
export const bookingCacheKeys = [
  'ALLERGENS',
  'CHAT_PREFERENCES',
  'DISCOUNTS',
  'DISCOUNTS_UNREDEEMED',
  'POSTCODES_AND_ZONES',
  'EMAILS',
  'UNAVAILABLE',
  'PICK_UP_POINTS',
] as const;
export type BookingCacheKey = (typeof bookingCacheKeys)[number];

export interface BookingService {
  /** Flushes the given cache keys; rejects when the booking service did not confirm. */
  flushCaches(keys: readonly BookingCacheKey[]): Promise<void>;
}
