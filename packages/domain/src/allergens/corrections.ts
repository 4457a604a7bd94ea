import type { IsoDate } from '../calendar/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import { isProgrammeType, type MealType, type ProgrammeType } from '../programmes/meal-types.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';

/** Spec §5: "Allergen marking requires a customer id and an order id." */
export const MATCH_KEY_MISSING_MESSAGE = 'Allergen marking requires a customer id and an order id.';

/** A match on a meal slot, keyed by customer and order (spec §3 meal slot: allergenMatches, warningMatches). */
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

/** Spec §3 day override (dated change). Status 0 skips the day. */
export interface DayOverrideForCorrection {
  readonly order_id: number;
  readonly date: IsoDate;
  readonly status: number;
  readonly has_discount_meals?: boolean | null;
  readonly programme_type?: string | null;
  readonly is_flex?: boolean | number | null;
}

/** Spec §3 meal override for an order's week. */
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

/** Spec §3: matches are keyed "customer id/order id"; both ids are required (spec §5). */
export function allergenMarkKey(match: {
  readonly customer_id?: unknown;
  readonly order_id?: unknown;
}): string {
  const ok = (id: unknown) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  if (!ok(match.customer_id) || !ok(match.order_id))
    throw new DomainError('MATCH_KEY_MISSING', MATCH_KEY_MISSING_MESSAGE);
  return `${String(match.customer_id)}/${String(match.order_id)}`;
}

const flexOf = (value: boolean | number | null | undefined, fallback: boolean) =>
  value === null || value === undefined ? fallback : value === true || value === 1;

/**
 * Whether an order receives a meal on a date, after its dated changes. Precedence: the day override
 * of that date, then the order's meal override, then the order. A day override with status 0 skips
 * the day. A programme change (type/flex) brings that programme's default discount meals, unless the
 * day override says has_discount_meals, which keeps the order's own.
 */
export function receivesMeal(order: OrderForCorrection, context: Omit<CorrectionContext, 'orders'>): boolean {
  const day = context.dayOverrides.find((o) => o.order_id === order.order_id && o.date === context.date);
  if (day?.status === 0) return false;
  const meal = context.mealOverrides.find((o) => o.order_id === order.order_id);

  let type = order.type;
  let isFlex = order.is_flex;
  let discountMeals: readonly MealType[] = order.discountMeals;
  if (meal && isProgrammeType(meal.programme_type)) {
    type = meal.programme_type;
    isFlex = flexOf(meal.is_flex, isFlex);
    discountMeals = defaultDiscountMeals(type, isFlex);
  }
  if (meal?.discount_meals) discountMeals = meal.discount_meals;
  if (day && isProgrammeType(day.programme_type)) {
    type = day.programme_type;
    isFlex = flexOf(day.is_flex, isFlex);
    if (!day.has_discount_meals) discountMeals = defaultDiscountMeals(type, isFlex);
  }
  return deliveredMealTypes(type, discountMeals).includes(context.mealType);
}

/**
 * Spec §4: "Corrections remove matches for customers or orders whose dated changes or discounted meals
 * apply": a match is dropped when its order does not receive this meal on this date (day skipped, or
 * the meal is among its discount meals). A match whose order is unknown is kept — removing a warning
 * needs a reason.
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
