import { roundTo2 } from '../numbers/round.ts';
import { acceptsDiscountCodes, applyDiscountCode, type DiscountCodeTerms } from './discount-code.ts';
import type { WeekPrice } from './week-price.ts';

export interface PriceDiscount {
  readonly code: string;
  /** What the code took off the week's price (CHF). */
  readonly amount: number;
  readonly day_rate_before: number;
  readonly week_price_before: number;
}

/**
 * A week's price after an order's discount code (ADR 069): the code applies to the week's price (`applyDiscountCode`,
 * by the price model of the order's date); the day rate is then the effective one — the week after the code over
 * its days, rounded (a trial: its price after the code; no days: the programme's). Model 1 takes no code: the
 * order screens refuse one, and here it leaves the price as it is rather than failing a whole week of rows.
 */
export function priceWithCode(
  price: WeekPrice,
  days: number,
  dayTrial: boolean,
  code: DiscountCodeTerms | null,
): { dayRate: number; total: number; discount: PriceDiscount | null } {
  if (!code || !acceptsDiscountCodes(price.model)) {
    return { dayRate: price.dayRate, total: price.total, discount: null };
  }
  const { total, discount } = applyDiscountCode(price.model, price.total, code);
  const perDay = dayTrial ? 1 : days;
  return {
    dayRate: perDay > 0 ? roundTo2(total / perDay) : price.dayRate,
    total,
    discount: {
      code: code.code,
      amount: discount,
      day_rate_before: price.dayRate,
      week_price_before: price.total,
    },
  };
}
