import type { IsoDate } from '../calendar/iso-date.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import { DomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import { priceWithCode, type PriceDiscount } from '../pricing/code-price.ts';
import { acceptsDiscountCodes, type DiscountCodeTerms } from '../pricing/discount-code.ts';
import type { PriceModel } from '../pricing/price-model.ts';
import { weekPrice } from '../pricing/week-price.ts';
import type { DiscountKind } from '../schemas/discounts.ts';
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

/** An order's discount code and what it does to a full week. */
export interface OrderPriceDiscount extends PriceDiscount {
  readonly kind: DiscountKind;
  readonly value: number;
}

export interface OrderPrice {
  readonly price_model: PriceModel;
  /** The meals left out, resolved (stored list, or the default of type and flex). */
  readonly discount_meals: MealType[];
  /** The meals delivered each day. */
  readonly meals: MealType[];
  /** The price of one day; a 1-day trial's trial price. With a code: the week after it over the days. */
  readonly day_rate: number;
  /** A full week of the order's weekdays (a trial: its trial price), after the code when there is one. */
  readonly week_price: number;
  /** The code and what it takes off; null without one. */
  readonly discount: OrderPriceDiscount | null;
}

/**
 * The price of an order as the order screens show it (ADR 008, ADR 019): the price model of `date` — the
 * order's creation date in Zurich, today for a new order — its day rate, and the price of a full week of
 * its weekdays. A discount code applies to every week of the order (`applyDiscountCode`); the day rate is then
 * the effective one: the week after the code over its days, rounded (a trial: its price after the code).
 * Server and web both call this, so the dialog shows what the server stores. Model 1 refuses a code.
 */
export function orderPrice(
  order: OrderPriceInput,
  date: IsoDate,
  code: DiscountCodeTerms | null = null,
): OrderPrice {
  const discountMeals = resolveDiscountMeals({ ...order, discount_meals: order.discount_meals });
  const days = Math.min(new Set(order.weekdays).size, 7);
  const price = weekPrice({
    date,
    type: order.type,
    isFlex: order.is_flex,
    discountMeals,
    dayTrial: order.day_trial,
    days,
  });
  const base = {
    price_model: price.model,
    discount_meals: discountMeals,
    meals: deliveredMealTypes(order.type, discountMeals),
  };
  if (!code) return { ...base, day_rate: price.dayRate, week_price: price.total, discount: null };
  if (!acceptsDiscountCodes(price.model))
    throw new DomainError('INVALID_ARGUMENT', messages.discountCodeOldPriceModel);
  const priced = priceWithCode(price, days, order.day_trial, code);
  return {
    ...base,
    day_rate: priced.dayRate,
    week_price: priced.total,
    discount: priced.discount && { ...priced.discount, kind: code.kind, value: code.value },
  };
}
