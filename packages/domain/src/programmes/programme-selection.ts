import { DomainError } from '../errors/domain-error.ts';
import { isMealType, type MealType, type ProgrammeType } from './meal-types.ts';

/** At most 2 meal types per programme selection. */
export const MAX_SELECTED_MEAL_TYPES = 2;

/** Brigade's own messages: the old app had the rules but no text. */
export const TOO_MANY_MEAL_TYPES_MESSAGE = 'Select at most 2 meal types';
export const INVALID_MEAL_TYPE_SELECTION_MESSAGE = 'This combination of meal types is not a programme';

export interface ProgrammeSelection {
  readonly type: ProgrammeType;
  /** The old app's "dinner slot active": the flex variant of the programme. */
  readonly isFlex: boolean;
  /** The selected meals, which the order leaves out. */
  readonly discountMeals: MealType[];
}

export interface ProgrammeSelectionOptions {
  /** The old app's "variant flag": power shake with breakfast counts like power shake with dinner. */
  readonly breakfastVariant?: boolean;
}

/**
 * The meal-type selection: the meals picked (to leave out) give the programme.
 * At most 2; none → STRONG without the dinner slot; power shake + dinner (or + breakfast with the
 * variant flag) → LEAN with the dinner slot; power shake alone → LEAN without; dinner alone → STRONG
 * with the dinner slot; any other combination is refused. A meal picked twice counts once.
 *
 * Brigade's reading (ADR): the selection is the order's discount meals, and "dinner slot active" is
 * the flex variant.
 */
export function programmeFromMealTypes(
  selected: readonly string[],
  options: ProgrammeSelectionOptions = {},
): ProgrammeSelection {
  const meals = [...new Set(selected)];
  if (!meals.every(isMealType)) {
    throw new DomainError('INVALID_MEAL_TYPE_SELECTION', INVALID_MEAL_TYPE_SELECTION_MESSAGE);
  }
  if (meals.length > MAX_SELECTED_MEAL_TYPES) {
    throw new DomainError('INVALID_MEAL_TYPE_SELECTION', TOO_MANY_MEAL_TYPES_MESSAGE);
  }
  const has = (meal: MealType) => meals.includes(meal);
  const result = (type: ProgrammeType, isFlex: boolean): ProgrammeSelection => ({
    type,
    isFlex,
    discountMeals: meals,
  });

  if (meals.length === 0) return result('STRONG', false);
  if (meals.length === 1 && has('power_shake')) return result('LEAN', false);
  if (meals.length === 1 && has('dinner')) return result('STRONG', true);
  if (has('power_shake') && has('dinner')) return result('LEAN', true);
  if (has('power_shake') && has('breakfast') && options.breakfastVariant) return result('LEAN', true);
  throw new DomainError('INVALID_MEAL_TYPE_SELECTION', INVALID_MEAL_TYPE_SELECTION_MESSAGE);
}
