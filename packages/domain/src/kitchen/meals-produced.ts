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

const lastOfSpan = (order: KitchenDayOrder): IsoDate | null =>
  order.end_date ? addDays(order.end_date, 7 - isoWeekday(order.end_date)) : null;

/**
 * The portions the kitchen makes per date, over many dates at once: per date the sum over the eight meal types
 * of `dayMealCounts(...).meals[meal].toProduce` (orders receiving the meal + additional bags + qty_adjust,
 * never below 0), plus each assigned extra slot's qty_adjust (never below 0) — what the production screens
 * count, without working out every order on every date: an order's meals without an override are the same on
 * each of its delivery days, so `orderDay` runs once per order and once per overridden date.
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
  const overridden = new Map<string, DatedOverrides>();
  for (const o of input.overrides) {
    const key = `${o.order_id}|${o.date}`;
    const seen = overridden.get(key);
    overridden.set(key, {
      ...seen,
      ...o,
      dayOverride: o.dayOverride ?? seen?.dayOverride,
      mealOverride: o.mealOverride ?? seen?.mealOverride,
    });
  }
  for (const order of input.orders) {
    // The order's meals on an ordinary delivery day (no override): its weekday decides, not the date.
    const base = orderDay(order.start_date ?? first, {
      ...order,
      start_date: undefined,
      end_date: null,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    const meals = base.kind === 'delivers' ? base.meals : [];
    const from = order.start_date && order.start_date > first ? order.start_date : first;
    const spanEnd = lastOfSpan(order);
    const to = spanEnd && spanEnd < last ? spanEnd : last;
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const o = overridden.get(`${order.order_id}|${date}`);
      const day = o
        ? orderDay(date, {
            ...order,
            dayOverride: o.dayOverride ?? null,
            mealOverride: o.mealOverride ?? null,
          })
        : (order.weekdays ?? [1, 2, 3, 4, 5]).includes(isoWeekday(date))
          ? { kind: 'delivers' as const, meals }
          : null;
      if (day?.kind !== 'delivers') continue;
      const perMeal = counts.get(date)!;
      for (const meal of day.meals) perMeal[meal] += 1;
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
