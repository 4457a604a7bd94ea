import { roundTo2 } from '../numbers/round.ts';
import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import {
  MEAL_PRICES,
  MODEL_1_DAY_RATES,
  MODEL_1_LACKING_ONLY_LUNCH_RATE,
  MODEL_2_DAY_RATES,
  ONE_DAY_TRIAL_PRICES,
  type PriceModel,
} from './price-model.ts';

export interface DayRateInput {
  readonly type: ProgrammeType;
  readonly isFlex: boolean;
  /** The meals the order leaves out (resolveDiscountMeals). */
  readonly discountMeals: readonly MealType[];
}

/**
 * The price of one delivery day (ADR 008).
 * - Model 1: LEAN 70, LEAN flex 57, STRONG 83, STRONG flex 70; 22 when lunch is the only meal left out
 *   (discount meals exactly [lunch]), read literally.
 * - Model 2: the day rate (STRONG 85, LEAN 70) less the model-2 price of each meal left out beyond those
 *   the plain type already leaves out (LEAN's power shake is in the LEAN rate). It stays above 0: all meals
 *   together cost less than either rate.
 * - Model 3: the sum of the model-3 prices of the meals delivered, rounded to 2 decimals.
 */
export function dayRate(model: PriceModel, { type, isFlex, discountMeals }: DayRateInput): number {
  if (model === 1) {
    const onlyLunch = discountMeals.length > 0 && discountMeals.every((meal) => meal === 'lunch');
    if (onlyLunch) return MODEL_1_LACKING_ONLY_LUNCH_RATE;
    return isFlex ? MODEL_1_DAY_RATES[type].flex : MODEL_1_DAY_RATES[type].regular;
  }
  const prices = MEAL_PRICES[model];
  if (model === 2) {
    const inRate = new Set(defaultDiscountMeals(type, false));
    const off = [...new Set(discountMeals)].filter((meal) => !inRate.has(meal));
    return roundTo2(off.reduce((rate, meal) => rate - prices[meal], MODEL_2_DAY_RATES[type]));
  }
  return roundTo2(deliveredMealTypes(type, discountMeals).reduce((sum, meal) => sum + prices[meal], 0));
}

/** The price of a 1-day trial (LEAN 60, STRONG 65), whatever the price model. */
export function oneDayTrialPrice(type: ProgrammeType): number {
  return ONE_DAY_TRIAL_PRICES[type];
}
