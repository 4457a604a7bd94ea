import { DomainError } from '../errors/domain-error.ts';

/** Brigade's own message: scaling needs a serving weight. */
export const SERVING_WEIGHT_MISSING_MESSAGE =
  'Cannot give values per 100 g without a serving weight above 0 g';

/**
 * Scales a value to 100 g. `amount` is for a serving weighing `servingWeightG` grams;
 * the result is the amount in 100 g. A missing, zero or negative weight is refused, never guessed.
 */
export function per100g(amount: number, servingWeightG: number): number {
  if (!Number.isFinite(servingWeightG) || servingWeightG <= 0) {
    throw new DomainError('INVALID_WEIGHT', SERVING_WEIGHT_MISSING_MESSAGE);
  }
  return (amount * 100) / servingWeightG;
}
