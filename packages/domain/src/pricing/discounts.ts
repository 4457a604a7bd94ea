import { DomainError } from '../errors/domain-error.ts';
import { roundTo2 } from '../numbers/round.ts';

/** Brigade's own message for a discount that cannot be one. */
export const INVALID_DISCOUNT_MESSAGE = 'A discount must be a number of 0 or more';

function checkDiscount(value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new DomainError('INVALID_ARGUMENT', INVALID_DISCOUNT_MESSAGE);
}

/**
 * Price model 2's week discount: a value under 1 is a fraction off; 1 or more is added. Kept as the old
 * app had it: 0.1 takes 10 % off; 5 adds 5 to the amount. Rounded to 2 decimals; negative values
 * are refused.
 */
export function applyWeekDiscount(amount: number, weekDiscount: number): number {
  checkDiscount(weekDiscount);
  return roundTo2(weekDiscount < 1 ? amount * (1 - weekDiscount) : amount + weekDiscount);
}

/**
 * Price model 3's discounts are multipliers, rounded between steps. Each multiplier
 * (0.9 = 10 % off) is applied in turn and the result rounded to 2 decimals after every step.
 */
export function applyDiscountMultipliers(amount: number, multipliers: readonly number[]): number {
  multipliers.forEach(checkDiscount);
  return multipliers.reduce((price, multiplier) => roundTo2(price * multiplier), roundTo2(amount));
}
