import { parseIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';

/** Three price models, chosen by date (ADR 008). */
export type PriceModel = 1 | 2 | 3;

/** First day of model 2 and of model 3. */
export const PRICE_MODEL_2_FROM: IsoDate = '2020-08-12';
export const PRICE_MODEL_3_FROM: IsoDate = '2021-07-28';

/** Price model 1: day rates by programme and flex, or 22 for a plan lacking only lunch. */
export const MODEL_1_DAY_RATES: Readonly<
  Record<ProgrammeType, { readonly regular: number; readonly flex: number }>
> = {
  LEAN: { regular: 70, flex: 57 },
  STRONG: { regular: 83, flex: 70 },
};
export const MODEL_1_LACKING_ONLY_LUNCH_RATE = 22;

/** Price model 2: day rates. */
export const MODEL_2_DAY_RATES: Readonly<Record<ProgrammeType, number>> = { STRONG: 85, LEAN: 70 };

/** Meal prices of models 2 and 3. */
export const MEAL_PRICES: Readonly<Record<2 | 3, Readonly<Record<MealType, number>>>> = {
  2: { breakfast: 14, shot: 7, lunch: 20, dressing: 0, treat: 6, power_shake: 13, dinner: 14, other: 0 },
  3: { breakfast: 16, shot: 7, lunch: 30, dressing: 0, treat: 7, power_shake: 16, dinner: 24, other: 0 },
};

/** 1-day trial prices, in every model. */
export const ONE_DAY_TRIAL_PRICES: Readonly<Record<ProgrammeType, number>> = { LEAN: 60, STRONG: 65 };

/**
 * The price model of a date — 1 before 2020-08-12, 2 from 2020-08-12 up to the day before
 * 2021-07-28, 3 from 2021-07-28. Both boundaries belong to the newer model. Callers pass the order's
 * creation date read in Europe/Zurich (`businessDate(created_at)`).
 */
export function priceModelOn(date: IsoDate): PriceModel {
  parseIsoDate(date); // refuses a malformed date; IsoDates compare correctly as text
  if (date < PRICE_MODEL_2_FROM) return 1;
  if (date < PRICE_MODEL_3_FROM) return 2;
  return 3;
}
