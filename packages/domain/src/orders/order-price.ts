import type { IsoDate } from '../calendar/iso-date.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import type { PriceModel } from '../pricing/price-model.ts';
import { weekPrice } from '../pricing/week-price.ts';
import { resolveDiscountMeals } from './discount-meals.ts';

export interface OrderPriceInput {
  readonly order_id: number | string;
  readonly type: ProgrammeType;
  readonly is_flex: boolean;
  readonly day_trial: boolean;
  /** As stored: null = the default of type and flex. */
  readonly discount_meals: readonly MealType[] | null;
  readonly weekdays: readonly number[];
}

export interface OrderPrice {
  readonly price_model: PriceModel;
  /** The meals left out, resolved (stored list, or the default of type and flex). */
  readonly discount_meals: MealType[];
  /** The meals delivered each day. */
  readonly meals: MealType[];
  /** The price of one day; a 1-day trial's trial price. */
  readonly day_rate: number;
  /** A full week of the order's weekdays (a trial: its trial price). */
  readonly week_price: number;
}

/**
 * The price of an order as the order screens show it (ADR 008, ADR 019): the price model of `date` — the
 * order's creation date in Zurich, today for a new order — its day rate, and the price of a full week of
 * its weekdays. Server and web both call this, so the dialog shows what the server stores.
 */
export function orderPrice(order: OrderPriceInput, date: IsoDate): OrderPrice {
  const discountMeals = resolveDiscountMeals({ ...order, discount_meals: order.discount_meals });
  const price = weekPrice({
    date,
    type: order.type,
    isFlex: order.is_flex,
    discountMeals,
    dayTrial: order.day_trial,
    days: Math.min(new Set(order.weekdays).size, 7),
  });
  return {
    price_model: price.model,
    discount_meals: discountMeals,
    meals: deliveredMealTypes(order.type, discountMeals),
    day_rate: price.dayRate,
    week_price: price.total,
  };
}
