import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import { isProgrammeType, type MealType, type ProgrammeType } from '../programmes/meal-types.ts';
import type { IsoDate } from '../calendar/iso-date.ts';

export interface WeekDayOverride {
  readonly date: IsoDate;
  readonly status: number;
  readonly has_discount_meals: boolean;
  readonly programme_type: string | null;
  readonly is_flex: boolean | null;
}

export interface WeekMealOverride {
  readonly date: IsoDate;
  readonly programme_type: string;
  readonly is_flex: boolean;
  readonly discount_meals: readonly MealType[] | null;
}

export interface DayProgramme {
  readonly type: ProgrammeType;
  readonly isFlex: boolean;
  readonly discountMeals: readonly MealType[];
}

/**
 * The programme an order has on one date, with the precedence the allergen corrections use too: the day
 * override of that date, then the meal override, then the order. A programme change brings that programme's
 * default discount meals, unless the day override says has_discount_meals (keep the meals the order leaves
 * out); a meal override's own list wins over the default.
 */
export function dayProgramme(
  order: DayProgramme,
  day: Omit<WeekDayOverride, 'date' | 'status'> | undefined,
  meal: Omit<WeekMealOverride, 'date'> | undefined,
): DayProgramme {
  let { type, isFlex, discountMeals } = order;
  if (meal && isProgrammeType(meal.programme_type)) {
    type = meal.programme_type;
    isFlex = meal.is_flex;
    discountMeals = meal.discount_meals ?? defaultDiscountMeals(type, isFlex);
  }
  if (day && isProgrammeType(day.programme_type)) {
    type = day.programme_type;
    isFlex = day.is_flex ?? isFlex;
    if (!day.has_discount_meals) discountMeals = defaultDiscountMeals(type, isFlex);
  } else if (day && !day.has_discount_meals) {
    discountMeals = [];
  }
  return { type, isFlex, discountMeals };
}
