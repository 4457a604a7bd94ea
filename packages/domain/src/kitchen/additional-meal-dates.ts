import type { IsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';

/** The production, best-before and expiry dates of an additional meal (ADR 050); null = not given. */
export interface AdditionalMealDates {
  readonly production_date: IsoDate | null;
  readonly bb_date: IsoDate | null;
  readonly expiry_date: IsoDate | null;
}

export type AdditionalMealDateField = 'bb_date' | 'expiry_date';

/**
 * Food-label order: produced ≤ best before ≤ expiry, checked between the dates that are given (all are
 * optional), and — when the delivery date is known — not expired before it is delivered. One message per
 * field, on the later date of a wrong pair, so the form marks the date to correct. ISO dates compare as text.
 */
export function additionalMealDateErrors(
  dates: AdditionalMealDates,
  deliveryDate?: IsoDate,
): Partial<Record<AdditionalMealDateField, string>> {
  const { production_date: made, bb_date: bestBefore, expiry_date: expiry } = dates;
  const errors: Partial<Record<AdditionalMealDateField, string>> = {};
  if (made && bestBefore && bestBefore < made) {
    errors.bb_date = messages.additionalMealBestBeforeBeforeProduction;
  }
  if (expiry) {
    if (bestBefore && expiry < bestBefore) errors.expiry_date = messages.additionalMealExpiryBeforeBestBefore;
    else if (made && expiry < made) errors.expiry_date = messages.additionalMealExpiryBeforeProduction;
    else if (deliveryDate && expiry < deliveryDate) {
      errors.expiry_date = messages.additionalMealExpiryBeforeDelivery;
    }
  }
  return errors;
}
