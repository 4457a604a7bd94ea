import { DomainError } from '../errors/domain-error.ts';
import type { IsoDate } from '../calendar/iso-date.ts';
import { roundTo2 } from '../numbers/round.ts';
import { dayRate, oneDayTrialPrice, type DayRateInput } from './day-rate.ts';
import { applyDiscountMultipliers, applyWeekDiscount } from './discounts.ts';
import { priceModelOn, type PriceModel } from './price-model.ts';

/** Brigade's own messages for inputs that do not belong to the order's price model. */
export const WEEK_DISCOUNT_MODEL_MESSAGE = 'A week discount applies only to price model 2';
export const MULTIPLIERS_MODEL_MESSAGE = 'Discount multipliers apply only to price model 3';
export const INVALID_DAYS_MESSAGE = 'The number of days must be a whole number from 0 to 7';

export interface WeekPriceInput extends DayRateInput {
  /** The date that picks the price model: the order's creation date in Zurich. */
  readonly date: IsoDate;
  /** Days delivered this week (num_days, 5 unless days are skipped). */
  readonly days: number;
  readonly dayTrial?: boolean;
  /** Model 2 only. */
  readonly weekDiscount?: number;
  /** Model 3 only. */
  readonly multipliers?: readonly number[];
}

export interface WeekPrice {
  readonly model: PriceModel;
  readonly dayRate: number;
  readonly subtotal: number;
  readonly total: number;
}

/**
 * The price of one order week (ADR 008): the day rate of the order's price model times the days
 * delivered, then the model's discount (model 2: week discount; model 3: multipliers, rounded between
 * steps). A 1-day trial costs its trial price, whatever the days. Giving a discount of another model is
 * refused rather than ignored.
 */
export function weekPrice(input: WeekPriceInput): WeekPrice {
  const model = priceModelOn(input.date);
  if (input.weekDiscount !== undefined && model !== 2) {
    throw new DomainError('INVALID_ARGUMENT', WEEK_DISCOUNT_MODEL_MESSAGE);
  }
  if (input.multipliers?.length && model !== 3)
    throw new DomainError('INVALID_ARGUMENT', MULTIPLIERS_MODEL_MESSAGE);
  if (!Number.isInteger(input.days) || input.days < 0 || input.days > 7) {
    throw new DomainError('INVALID_ARGUMENT', INVALID_DAYS_MESSAGE);
  }
  const rate = input.dayTrial ? oneDayTrialPrice(input.type) : dayRate(model, input);
  const subtotal = input.dayTrial ? rate : roundTo2(rate * input.days);
  let total = subtotal;
  if (input.weekDiscount !== undefined) total = applyWeekDiscount(total, input.weekDiscount);
  if (input.multipliers) total = applyDiscountMultipliers(total, input.multipliers);
  return { model, dayRate: rate, subtotal, total };
}
