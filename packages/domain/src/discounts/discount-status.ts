import type { IsoDate } from '../calendar/iso-date.ts';

/** Brigade's reading of a discount code's state on a day (the old app listed codes, not their states). */
export type DiscountStatus = 'SCHEDULED' | 'ACTIVE' | 'EXPIRED' | 'USED_UP';

export interface DiscountValidity {
  valid_from: IsoDate | null;
  valid_to: IsoDate | null;
  usage_limit: number | null;
  usage_count: number;
}

/**
 * Used up wins over dates (it can never be redeemed again), then expired (after valid_to), then scheduled
 * (before valid_from); otherwise active. Dates are inclusive business dates, compared as YYYY-MM-DD text.
 */
export function discountStatus(discount: DiscountValidity, today: IsoDate): DiscountStatus {
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit) return 'USED_UP';
  if (discount.valid_to !== null && today > discount.valid_to) return 'EXPIRED';
  if (discount.valid_from !== null && today < discount.valid_from) return 'SCHEDULED';
  return 'ACTIVE';
}

/** Redeemed means used at least once; the booking funnel caches the never-used codes apart. */
export const isRedeemed = (discount: Pick<DiscountValidity, 'usage_count'>) => discount.usage_count > 0;
