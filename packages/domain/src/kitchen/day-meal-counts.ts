import type { IsoDate } from '../calendar/iso-date.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import { deliversOnDate, type OrderSpan } from '../orders/day-schedule.ts';
import { resolveDiscountMeals } from '../orders/discount-meals.ts';
import { isMealType, MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';
import { orderProgramme, programmeCountKey } from '../programmes/order-programme.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import { dayProgramme, type WeekDayOverride, type WeekMealOverride } from '../week/day-programme.ts';
import type { WeekCountKey } from '../week/week-totals.ts';

/** Brigade's own: a qty_adjust that is not a whole number. */
export const qtyAdjustNotIntegerMessage = (mealType: string): string =>
  `qty_adjust of ${mealType} must be a whole number`;

/** One order active around the date, with its day and meal overrides, as the week screen knows it. */
export interface KitchenDayOrder extends OrderSpan {
  readonly order_id: number;
  readonly customer_id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly type: unknown;
  readonly is_flex: unknown;
  readonly day_trial: boolean;
  /** As stored: a JSON list text, a list, or nothing (then the programme's defaults). */
  readonly discount_meals: unknown;
  /** The order's day override of this date, if any. */
  readonly dayOverride?: Omit<WeekDayOverride, 'date'> | null;
  /** The order's meal override of this date, if any. */
  readonly mealOverride?: Omit<WeekMealOverride, 'date'> | null;
}

/** An additional bag of this date: bags_json is a list of { meal_type, qty, note } (or its JSON text). */
export interface KitchenAdditionalBag {
  /** The stored bag's id, when it is stored (the delivery bags name it on their lines). */
  readonly additional_bag_id?: number | null;
  readonly order_id: number;
  readonly customer_id?: number | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly bags_json: unknown;
}

export interface DayMealCountsInput {
  readonly date: IsoDate;
  readonly orders: readonly KitchenDayOrder[];
  readonly additionalBags: readonly KitchenAdditionalBag[];
  /** The meal slots' qty_adjust (whole numbers, may be negative); a missing meal type adjusts nothing. */
  readonly qtyAdjust: Partial<Record<MealType, number>>;
}

export interface KitchenBagAdjustment {
  readonly customerId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly qty: number;
}

export type DayCountKey = WeekCountKey;

export type DayTotals = Record<DayCountKey, number> & { readonly totalOrderCount: number };

export interface MealCounts extends DayTotals {
  /** The sum of the additional-bag quantities of this meal (may be negative). */
  readonly bagExtra: number;
  readonly qtyAdjust: number;
  /** totalOrderCount + bagExtra + qtyAdjust, never below 0. */
  readonly toProduce: number;
  /** The meal slot's bagAdjustments: per customer, the net additional-bag quantity of this meal. */
  readonly bagAdjustments: KitchenBagAdjustment[];
}

export interface OrderRef {
  readonly orderId: number;
  readonly customerId: number;
}

export interface DayMealCounts {
  readonly date: IsoDate;
  readonly meals: Record<MealType, MealCounts>;
  /** The planning day's counts: the orders delivering this date, by their programme of the day. */
  readonly totals: DayTotals;
  /** Orders delivering this date whose programme cannot be determined: counted in totals.numOther only. */
  readonly undeterminedOrders: OrderRef[];
  /** bags_json entries that are not { meal_type: a meal type, qty: a whole number }: not counted. */
  readonly invalidBagEntries: { readonly orderId: number; readonly entry: unknown }[];
}

/** What one order does on the date: the kitchen counts and the delivery bags both read it. */
export type OrderDay =
  | { readonly kind: 'off' }
  | { readonly kind: 'undetermined' }
  | { readonly kind: 'delivers'; readonly key: DayCountKey; readonly meals: readonly MealType[] };

/**
 * The order on `date`: off when the date is outside its weekdays or weeks or skipped (day override status
 * 0) — read through {@link deliversOnDate}, the week schedule's rule for one date; otherwise its programme of the day ({@link dayProgramme}:
 * day override > meal override > order) and the meals it then receives ({@link deliveredMealTypes}).
 */
export function orderDay(date: IsoDate, order: KitchenDayOrder): OrderDay {
  if (!deliversOnDate(date, order.dayOverride?.status, order)) return { kind: 'off' };
  let base;
  try {
    base = { ...orderProgramme(order), discountMeals: resolveDiscountMeals(order) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { kind: 'undetermined' };
  }
  const today = dayProgramme(base, order.dayOverride ?? undefined, order.mealOverride ?? undefined);
  return {
    kind: 'delivers',
    key: order.day_trial ? 'numOther' : programmeCountKey(today),
    meals: deliveredMealTypes(today.type, today.discountMeals),
  };
}

function bagEntries(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return value === null || value === undefined ? [] : null;
}

function validEntry(entry: unknown): { mealType: MealType; qty: number } | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { meal_type: mealType, qty } = entry as { meal_type?: unknown; qty?: unknown };
  const n = typeof qty === 'string' && qty.trim() !== '' ? Number(qty) : qty;
  if (!isMealType(mealType) || typeof n !== 'number' || !Number.isInteger(n)) return null;
  return { mealType, qty: n };
}

/** A bag's valid { meal_type, whole qty } entries, as the counts read them; null when bags_json is no list. */
export function additionalBagEntries(
  bag: KitchenAdditionalBag,
): { mealType: MealType; qty: number }[] | null {
  const entries = bagEntries(bag.bags_json);
  return entries && entries.flatMap((entry) => validEntry(entry) ?? []);
}

/** Counts of no order: every meal type's and the total 0. */
export const emptyTotals = (): Record<DayCountKey, number> & { totalOrderCount: number } => ({
  numLean: 0,
  numLeanFlex: 0,
  numStrong: 0,
  numStrongFlex: 0,
  numOther: 0,
  totalOrderCount: 0,
});

/**
 * The kitchen counts of ONE date, per meal type, for the meal slots and the planning day (ADR 014, ADR 043).
 *
 * - numLean … numOther count the orders that receive the meal that date, by their programme of the day
 *   (day override > meal override > order, {@link dayProgramme}); totalOrderCount is their sum. An order
 *   does not receive a meal on a skipped day (status 0), outside its weekdays or weeks, or when the meal is
 *   among the day's discount meals (LEAN never gets the power shake; dressing only with lunch; other always).
 *   A day override without a programme and without has_discount_meals drops the order's discount meals that
 *   day (dayProgramme's rule, which the allergen corrections' `receivesMeal` shares: ADR 014).
 * - A 1-day trial counts in numOther whatever its programme of the day (as `weekCustomerRow`).
 * - An order whose programme cannot be determined (type/is_flex/discount meals) receives no meal in these
 *   counts; on a delivering day it adds to `totals.numOther` (ADR 024) and is listed in `undeterminedOrders`.
 * - bagExtra sums the additional bags' quantities of the meal, negative ones included, whether or not the
 *   order receives the meal or delivers that date (a bag is an explicit change by customer service).
 *   Entries that are not { meal_type, whole qty } (a numeric text such as '2' counts) are left out and
 *   listed in `invalidBagEntries`, as is a bags_json that is not a list (or its JSON text).
 * - bagAdjustments: per customer (the bag's own customer id and names, else its order's), the net quantity
 *   of the meal, in order of first appearance; customers whose changes cancel out are left out.
 * - toProduce = totalOrderCount + bagExtra + qtyAdjust, clamped at 0. A qty_adjust that is not a whole
 *   number is refused (INVALID_ARGUMENT).
 * - The day totals count each delivering order once, by its programme of the day (like `weekTotals`).
 */
export function dayMealCounts(input: DayMealCountsInput): DayMealCounts {
  const totals = emptyTotals();
  const perMeal = Object.fromEntries(MEAL_TYPES.map((m) => [m, emptyTotals()])) as Record<
    MealType,
    ReturnType<typeof emptyTotals>
  >;
  const undeterminedOrders: OrderRef[] = [];
  for (const order of input.orders) {
    const day = orderDay(input.date, order);
    if (day.kind === 'off') continue;
    totals.totalOrderCount += 1;
    if (day.kind === 'undetermined') {
      totals.numOther += 1;
      undeterminedOrders.push({ orderId: order.order_id, customerId: order.customer_id });
      continue;
    }
    totals[day.key] += 1;
    for (const meal of day.meals) {
      perMeal[meal][day.key] += 1;
      perMeal[meal].totalOrderCount += 1;
    }
  }

  const invalidBagEntries: { orderId: number; entry: unknown }[] = [];
  const bagExtra = Object.fromEntries(MEAL_TYPES.map((m) => [m, 0])) as Record<MealType, number>;
  const byCustomer = Object.fromEntries(
    MEAL_TYPES.map((m) => [
      m,
      new Map<string, { customerId: number | null; firstName: string; lastName: string; qty: number }>(),
    ]),
  ) as Record<
    MealType,
    Map<string, { customerId: number | null; firstName: string; lastName: string; qty: number }>
  >;
  for (const bag of input.additionalBags) {
    const order = input.orders.find((o) => o.order_id === bag.order_id);
    const entries = bagEntries(bag.bags_json);
    if (entries === null) {
      invalidBagEntries.push({ orderId: bag.order_id, entry: bag.bags_json });
      continue;
    }
    const customerId = bag.customer_id ?? order?.customer_id ?? null;
    const firstName = bag.first_name ?? order?.first_name ?? '';
    const lastName = bag.last_name ?? order?.last_name ?? '';
    for (const entry of entries) {
      const valid = validEntry(entry);
      if (!valid) {
        invalidBagEntries.push({ orderId: bag.order_id, entry });
        continue;
      }
      bagExtra[valid.mealType] += valid.qty;
      const key = customerId === null ? `order:${bag.order_id}` : `customer:${customerId}`;
      const people = byCustomer[valid.mealType];
      const row = people.get(key) ?? { customerId, firstName, lastName, qty: 0 };
      row.qty += valid.qty;
      people.set(key, row);
    }
  }

  const meals = Object.fromEntries(
    MEAL_TYPES.map((meal) => {
      const adjust = input.qtyAdjust[meal] ?? 0;
      if (!Number.isInteger(adjust)) {
        throw new DomainError('INVALID_ARGUMENT', qtyAdjustNotIntegerMessage(meal));
      }
      const counts = perMeal[meal];
      const counted: MealCounts = {
        ...counts,
        bagExtra: bagExtra[meal],
        qtyAdjust: adjust,
        toProduce: Math.max(0, counts.totalOrderCount + bagExtra[meal] + adjust),
        bagAdjustments: [...byCustomer[meal].values()].filter((a) => a.qty !== 0),
      };
      return [meal, counted];
    }),
  ) as Record<MealType, MealCounts>;

  return { date: input.date, meals, totals, undeterminedOrders, invalidBagEntries };
}

/**
 * The orders that receive `mealType` on the input's date (same rules as {@link dayMealCounts}): the
 * customers the allergen matching of that meal slot checks. Safety first: an order delivering that date
 * whose programme cannot be determined is included too (its meals are unknown, so it may get this one).
 */
export function receivingOrders(
  input: Pick<DayMealCountsInput, 'date' | 'orders'>,
  mealType: MealType,
): OrderRef[] {
  return input.orders
    .filter((order) => {
      const day = orderDay(input.date, order);
      return day.kind === 'undetermined' || (day.kind === 'delivers' && day.meals.includes(mealType));
    })
    .map((order) => ({ orderId: order.order_id, customerId: order.customer_id }));
}
