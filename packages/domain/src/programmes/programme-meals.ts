import { MEAL_TYPES, type MealType, type ProgrammeType } from './meal-types.ts';

/**
 * Spec §5: the meals an order receives each day. Every meal type except its discount meals, where
 * "LEAN excludes the power shake" (whatever the discount meals say), "dressing is included only when
 * lunch is present" and "other is always added". In menu order.
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
