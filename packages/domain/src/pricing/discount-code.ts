import { DomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import { roundTo2 } from '../numbers/round.ts';
import type { DiscountKind } from '../schemas/discounts.ts';
import { applyDiscountMultipliers, applyWeekDiscount, INVALID_DISCOUNT_MESSAGE } from './discounts.ts';
import type { PriceModel } from './price-model.ts';

/** What a discount code gives: PERCENT (percent off) or FIXED (CHF off), as Controls → Discount codes stores it. */
export interface DiscountCodeTerms {
  readonly code: string;
  readonly kind: DiscountKind;
  readonly value: number;
}

export interface DiscountCodeResult {
  /** The amount after the code, never below 0. */
  readonly total: number;
  /** What the code took off. */
  readonly discount: number;
}

/** Codes came with price model 2: an order of model 1 (created before 2020-08-12) takes none. */
export function acceptsDiscountCodes(model: PriceModel): boolean {
  return model !== 1;
}

/** PERCENT in the model's own discount step (ADR 008), or CHF off; 100 % or more makes the amount free. */
function discounted(model: 2 | 3, amount: number, { kind, value }: DiscountCodeTerms): number {
  if (kind === 'FIXED') return Math.max(0, roundTo2(amount - value));
  if (value >= 100) return 0;
  // Model 2's week discount under 1 is a fraction off; model 3's is a multiplier, rounded between steps.
  return model === 2
    ? applyWeekDiscount(amount, value / 100)
    : applyDiscountMultipliers(amount, [(100 - value) / 100]);
}

/**
 * A discount code applied to one week's price (ADR 008, ADR 019) by the price model of the order's date:
 * - model 3: PERCENT p is the multiplier (1 − p/100), the result rounded to 2 decimals (rounding between steps);
 * - model 2: PERCENT p is the week discount p/100 (a value under 1 is a fraction off);
 * - models 2 and 3: FIXED x takes CHF x off the week, never below 0; a PERCENT of 100 or more makes it free;
 * - model 1 takes no codes (refused).
 * The amount is rounded to 2 decimals first; a negative or non-finite value is refused.
 */
export function applyDiscountCode(
  model: PriceModel,
  amount: number,
  code: DiscountCodeTerms,
): DiscountCodeResult {
  if (!Number.isFinite(code.value) || code.value < 0) {
    throw new DomainError('INVALID_ARGUMENT', INVALID_DISCOUNT_MESSAGE);
  }
  if (model === 1) throw new DomainError('INVALID_ARGUMENT', messages.discountCodeOldPriceModel);
  const before = roundTo2(amount);
  const total = discounted(model, before, code);
  return { total, discount: roundTo2(before - total) };
}
