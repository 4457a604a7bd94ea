import { DomainError } from '../errors/domain-error.ts';
import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import { inMenuOrder, isMealType, isProgrammeType, type MealType } from '../programmes/meal-types.ts';

/** The old app's message 'Unable to get discount meals for order ...', the order id in place of the dots. */
export const unableToGetDiscountMealsMessage = (orderId: number | string): string =>
  `Unable to get discount meals for order ${orderId}`;

/** The old app's message, word for word. */
export const CONTACT_TECH_MESSAGE = 'contact Tech';

export interface OrderDiscountMealsInput {
  readonly order_id: number | string;
  readonly type: unknown;
  readonly is_flex: unknown;
  /** As stored: a JSON list text, a list, or nothing. */
  readonly discount_meals: unknown;
}

function storedList(value: unknown): unknown[] | null | 'invalid' {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return 'invalid';
  if (value.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * An order's discount meals (the meals it leaves out), in menu order. The stored JSON list
 * wins, even when empty; without one they are derived from type and is_flex
 * ({@link defaultDiscountMeals}). No list and no programme type → 'contact Tech'; a list that is not a
 * list of meal types, or a type/is_flex that derive nothing → 'Unable to get discount meals for order N'.
 */
export function resolveDiscountMeals(order: OrderDiscountMealsInput): MealType[] {
  const stored = storedList(order.discount_meals);
  const unable = () =>
    new DomainError('DISCOUNT_MEALS_UNAVAILABLE', unableToGetDiscountMealsMessage(order.order_id));
  if (stored === 'invalid') throw unable();
  if (stored) {
    if (!stored.every(isMealType)) throw unable();
    return inMenuOrder(stored);
  }
  if (order.type === null || order.type === undefined || order.type === '') {
    throw new DomainError('PROGRAMME_TYPE_MISSING', CONTACT_TECH_MESSAGE);
  }
  const flex = order.is_flex;
  const isFlex = flex === 1 || flex === true ? true : flex === 0 || flex === false ? false : null;
  if (!isProgrammeType(order.type) || isFlex === null) throw unable();
  return defaultDiscountMeals(order.type, isFlex);
}
