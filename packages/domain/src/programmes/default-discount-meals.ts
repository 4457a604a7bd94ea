import type { MealType, ProgrammeType } from './meal-types.ts';

/**
 * An order's discount_meals is a stored list, or a default derived from type and is_flex. Discount meals
 * are the meals an order does not receive (and is not charged for).
 *
 * The old app did not list the defaults; Brigade reads them from its meal-type selection and the model-1
 * prices (each step is worth the same 13): LEAN leaves out the power shake and the flex variant also leaves
 * out dinner (the "dinner slot"). So STRONG → [], STRONG flex → [dinner],
 * LEAN → [power_shake], LEAN flex → [power_shake, dinner].
 */
export function defaultDiscountMeals(type: ProgrammeType, isFlex: boolean): MealType[] {
  const meals: MealType[] = [];
  if (type === 'LEAN') meals.push('power_shake');
  if (isFlex) meals.push('dinner');
  return meals;
}
