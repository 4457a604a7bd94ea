import type { IsoDate } from '../calendar/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isProgrammeType, type MealType, type ProgrammeType } from '../programmes/meal-types.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import { dayProgramme } from '../week/day-programme.ts';

/** The old app's message, word for word: a match is marked by customer and order, so both ids are needed. */
export const MATCH_KEY_MISSING_MESSAGE = 'Allergen marking requires a customer id and an order id.';

/** A match on a meal slot (its allergenMatches or warningMatches), keyed by customer and order. */
export interface MarkedMatch {
  readonly customer_id: number;
  readonly order_id: number;
}

/** The order as the day's planning sees it. */
export interface OrderForCorrection {
  readonly order_id: number;
  readonly type: ProgrammeType;
  readonly is_flex: boolean;
  readonly discountMeals: readonly MealType[];
}

/** A day override (a dated change to an order). Status 0 skips the day. */
export interface DayOverrideForCorrection {
  readonly order_id: number;
  readonly date: IsoDate;
  readonly status: number;
  readonly has_discount_meals?: boolean | null;
  readonly programme_type?: string | null;
  readonly is_flex?: boolean | number | null;
}

/** A meal override for an order's week. */
export interface MealOverrideForCorrection {
  readonly order_id: number;
  readonly programme_type?: string | null;
  readonly is_flex?: boolean | number | null;
  readonly discount_meals?: readonly MealType[] | null;
}

export interface CorrectionContext {
  readonly date: IsoDate;
  readonly mealType: MealType;
  readonly orders: readonly OrderForCorrection[];
  readonly dayOverrides: readonly DayOverrideForCorrection[];
  readonly mealOverrides: readonly MealOverrideForCorrection[];
}

/**
 * Matches are keyed "customer id/order id"; both ids are required.
 * @public
 */
export function allergenMarkKey(match: {
  readonly customer_id?: unknown;
  readonly order_id?: unknown;
}): string {
  const ok = (id: unknown) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  if (!ok(match.customer_id) || !ok(match.order_id))
    throw new DomainError('MATCH_KEY_MISSING', MATCH_KEY_MISSING_MESSAGE);
  return `${String(match.customer_id)}/${String(match.order_id)}`;
}

/**
 * Whether an order receives a meal on a date, after its dated changes — the same rule as the kitchen's counts
 * ({@link dayProgramme}, ADR 014): the day override of that date, then the order's meal override, then the
 * order. A day override with status 0 skips the day. A programme change brings that programme's default
 * discount meals unless the day override says has_discount_meals; a day override without a programme whose
 * has_discount_meals is false delivers every meal of the programme that day. A missing has_discount_meals
 * reads as true (the stored default): the order keeps its own discount meals.
 */
export function receivesMeal(order: OrderForCorrection, context: Omit<CorrectionContext, 'orders'>): boolean {
  const day = context.dayOverrides.find((o) => o.order_id === order.order_id && o.date === context.date);
  if (day?.status === 0) return false;
  const meal = context.mealOverrides.find((o) => o.order_id === order.order_id);
  const today = dayProgramme(
    { type: order.type, isFlex: order.is_flex, discountMeals: order.discountMeals },
    day && {
      has_discount_meals: day.has_discount_meals ?? true,
      programme_type: day.programme_type ?? null,
      is_flex: flexOrNull(day.is_flex),
    },
    meal && isProgrammeType(meal.programme_type)
      ? {
          programme_type: meal.programme_type,
          is_flex: flexOrNull(meal.is_flex) ?? order.is_flex,
          discount_meals: meal.discount_meals ?? null,
        }
      : undefined,
  );
  return deliveredMealTypes(today.type, today.discountMeals).includes(context.mealType);
}

const flexOrNull = (value: boolean | number | null | undefined): boolean | null =>
  value === null || value === undefined ? null : value === true || value === 1;

/**
 * Corrections remove the matches that day overrides or discount meals make moot: a match is dropped when its
 * order does not receive this meal on this date (day skipped, or the meal is among its discount meals). A
 * match whose order is unknown is kept — removing a warning needs a reason.
 * @public
 */
export function correctMatches<T extends MarkedMatch>(
  matches: readonly T[],
  context: CorrectionContext,
): T[] {
  const orders = new Map(context.orders.map((o) => [o.order_id, o]));
  return matches.filter((match) => {
    const order = orders.get(match.order_id);
    return !order || receivesMeal(order, context);
  });
}
