import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import { isMealType, MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';
import {
  additionalBagEntries,
  orderDay,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
} from './day-meal-counts.ts';

/** An order's day or meal override of one date, as the kitchen reads it. */
export interface DatedOverrides {
  readonly order_id: number;
  readonly date: IsoDate;
  readonly dayOverride?: KitchenDayOrder['dayOverride'];
  readonly mealOverride?: KitchenDayOrder['mealOverride'];
}

export interface MealsProducedInput {
  /** The dates counted, ascending, without gaps (a range of weeks). */
  readonly dates: readonly IsoDate[];
  /** The orders that may deliver on one of them, without their overrides. */
  readonly orders: readonly KitchenDayOrder[];
  /** Their overrides of the dates (either or both of a day and a meal override per order and date). */
  readonly overrides: readonly DatedOverrides[];
  readonly bags: readonly (KitchenAdditionalBag & { readonly date: IsoDate })[];
  /** The slots' qty_adjust per date: meal slots and extra slots. */
  readonly slots: readonly { readonly date: IsoDate; readonly slot: string; readonly qtyAdjust: number }[];
}

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

const lastOfSpan = (order: KitchenDayOrder): IsoDate | null =>
  order.end_date ? addDays(order.end_date, 7 - isoWeekday(order.end_date)) : null;

/**
 * The portions the kitchen makes per date, over many dates at once: per date the sum over the eight meal types
 * of `dayMealCounts(...).meals[meal].toProduce` (orders receiving the meal + additional bags + qty_adjust,
 * never below 0), plus each assigned extra slot's qty_adjust (never below 0) — what the production screens
 * count, without working out every order on every date: an order's meals without an override are the same on
 * each of its delivery days, so `orderDay` runs once per order and once per overridden date. The dates must be
 * consecutive days (a range), so a day's weekday follows from its place.
 */
export function mealsProducedPerDate(input: MealsProducedInput): Map<IsoDate, number> {
  const first = input.dates[0];
  const last = input.dates.at(-1);
  const result = new Map<IsoDate, number>(input.dates.map((d) => [d, 0]));
  if (first === undefined || last === undefined) return result;
  const counts = new Map<IsoDate, Record<MealType, number>>(
    input.dates.map((d) => [
      d,
      Object.fromEntries(MEAL_TYPES.map((m) => [m, 0])) as Record<MealType, number>,
    ]),
  );
  // Dates by their index in the range: the loop below counts days, not date strings.
  const indexOf = new Map(input.dates.map((d, i) => [d, i]));
  const perMealAt = input.dates.map((d) => counts.get(d)!);
  const firstWeekday = isoWeekday(first);
  const overridden = new Map<number, Map<number, DatedOverrides>>();
  for (const o of input.overrides) {
    const at = indexOf.get(o.date);
    if (at === undefined) continue;
    const own = overridden.get(o.order_id) ?? new Map<number, DatedOverrides>();
    const seen = own.get(at);
    own.set(at, {
      ...seen,
      ...o,
      dayOverride: o.dayOverride ?? seen?.dayOverride,
      mealOverride: o.mealOverride ?? seen?.mealOverride,
    });
    overridden.set(o.order_id, own);
  }
  for (const order of input.orders) {
    // The order's meals on an ordinary delivery day (no override): its weekday decides, not the date.
    const base = orderDay(first, { ...order, start_date: undefined, end_date: null, weekdays: ALL_DAYS });
    const meals = base.kind === 'delivers' ? base.meals : [];
    const weekdays = new Set(order.weekdays ?? [1, 2, 3, 4, 5]);
    const from = order.start_date && order.start_date > first ? indexOf.get(order.start_date) : 0;
    const spanEnd = lastOfSpan(order);
    const to = spanEnd && spanEnd < last ? indexOf.get(spanEnd) : input.dates.length - 1;
    if (from === undefined || to === undefined) continue;
    const own = overridden.get(order.order_id);
    for (let at = from; at <= to; at++) {
      const o = own?.get(at);
      let dayMeals: readonly MealType[] | null = null;
      if (o) {
        const day = orderDay(input.dates[at]!, {
          ...order,
          dayOverride: o.dayOverride ?? null,
          mealOverride: o.mealOverride ?? null,
        });
        if (day.kind === 'delivers') dayMeals = day.meals;
      } else if (weekdays.has(((firstWeekday - 1 + at) % 7) + 1)) dayMeals = meals;
      if (!dayMeals) continue;
      const perMeal = perMealAt[at]!;
      for (const meal of dayMeals) perMeal[meal] += 1;
    }
  }
  for (const bag of input.bags) {
    const perMeal = counts.get(bag.date);
    if (!perMeal) continue;
    for (const entry of additionalBagEntries(bag) ?? []) perMeal[entry.mealType] += entry.qty;
  }
  const extras = new Map<IsoDate, number>();
  for (const s of input.slots) {
    const perMeal = counts.get(s.date);
    if (!perMeal) continue;
    if (isMealType(s.slot)) perMeal[s.slot] += s.qtyAdjust;
    else extras.set(s.date, (extras.get(s.date) ?? 0) + Math.max(0, s.qtyAdjust));
  }
  for (const [date, perMeal] of counts) {
    const meals = MEAL_TYPES.reduce((sum, m) => sum + Math.max(0, perMeal[m]), 0);
    result.set(date, meals + (extras.get(date) ?? 0));
  }
  return result;
}
