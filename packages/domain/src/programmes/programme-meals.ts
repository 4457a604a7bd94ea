import { MEAL_TYPES, type MealType, type ProgrammeType } from './meal-types.ts';

/**
 * The meals an order receives each day: every meal type except its discount meals, where LEAN never gets
 * the power shake (whatever the discount meals say), dressing comes only with lunch and other always comes.
 * In menu order.
 */
export function deliveredMealTypes(type: ProgrammeType, discountMeals: readonly MealType[]): MealType[] {
  const left = new Set(discountMeals);
  if (type === 'LEAN') left.add('power_shake');
  return MEAL_TYPES.filter((meal) => {
    if (meal === 'other') return true;
    if (meal === 'dressing') return !left.has('lunch') && !left.has('dressing');
    return !left.has(meal);
  });
}
