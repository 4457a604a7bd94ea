import { addDays, daysBetween, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
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

/** Per date of a range, each meal type's number to produce as `dayMealCounts` has it (`toProduce`). */
export type MealCountsPerDate = Map<IsoDate, Record<MealType, number>>;

const zeroes = () => Object.fromEntries(MEAL_TYPES.map((m) => [m, 0])) as Record<MealType, number>;

/**
 * Each meal type's `toProduce` of `dayMealCounts` (orders receiving the meal + additional bags + the meal
 * slot's qty_adjust, never below 0) for every date of a range, without working out every order on every
 * date: an order's meals on a day without an override are the same on each of its weekdays in its span, so
 * `orderDay` (ADR 014's one rule) runs once per order and once per overridden date. An order adds its span
 * to a running count per weekday and meal type (+1 where it starts, −1 after it ends), so its cost does not
 * grow with the length of the range; an overridden date takes the order's usual meals off and the
 * override's on.
 */
export function mealCountsPerDate(input: MealsProducedInput): MealCountsPerDate {
  const { dates } = input;
  const result: MealCountsPerDate = new Map(dates.map((d) => [d, zeroes()]));
  const first = dates[0];
  if (first === undefined) return result;
  const perIndex = dates.map((d) => result.get(d)!);
  const weekdayAt = (i: number) => ((isoWeekday(first) - 1 + i) % 7) + 1;
  // spans[weekday - 1][meal type]: +1 at the first index an order delivers from, −1 after its last.
  const spans = Array.from({ length: 7 }, () => MEAL_TYPES.map(() => new Int32Array(dates.length + 1)));
  const mealIndex = new Map<MealType, number>(MEAL_TYPES.map((m, i) => [m, i]));
  const overridesOf = mergedOverrides(input.overrides);
  for (const order of input.orders) {
    const base = orderDay(order.start_date ?? first, {
      ...order,
      start_date: undefined,
      end_date: null,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    const meals = base.kind === 'delivers' ? base.meals : [];
    const weekdays = new Set(order.weekdays ?? [1, 2, 3, 4, 5]);
    const from = order.start_date && order.start_date > first ? daysBetween(first, order.start_date) : 0;
    const sunday = order.end_date ? addDays(order.end_date, 7 - isoWeekday(order.end_date)) : null;
    const to = sunday === null ? dates.length - 1 : Math.min(dates.length - 1, daysBetween(first, sunday));
    if (from > to) continue;
    for (const weekday of weekdays) {
      const perMeal = spans[weekday - 1];
      if (perMeal === undefined) continue;
      for (const meal of meals) {
        const span = perMeal[mealIndex.get(meal)!]!;
        span[from]! += 1;
        span[to + 1]! -= 1;
      }
    }
    for (const o of overridesOf.get(order.order_id) ?? []) {
      const i = daysBetween(first, o.date);
      if (i < from || i > to) continue;
      const counts = perIndex[i]!;
      if (weekdays.has(weekdayAt(i))) for (const meal of meals) counts[meal] -= 1;
      const day = orderDay(o.date, {
        ...order,
        dayOverride: o.dayOverride ?? null,
        mealOverride: o.mealOverride ?? null,
      });
      if (day.kind === 'delivers') for (const meal of day.meals) counts[meal] += 1;
    }
  }
  spans.forEach((perMeal, w) =>
    MEAL_TYPES.forEach((meal, m) => {
      let running = 0;
      for (let i = 0; i < dates.length; i++) {
        running += perMeal[m]![i]!;
        if (weekdayAt(i) === w + 1) perIndex[i]![meal] += running;
      }
    }),
  );
  for (const bag of input.bags) {
    const counts = result.get(bag.date);
    if (counts) for (const entry of additionalBagEntries(bag) ?? []) counts[entry.mealType] += entry.qty;
  }
  for (const s of input.slots) {
    const counts = result.get(s.date);
    if (counts && (MEAL_TYPES as readonly string[]).includes(s.slot))
      counts[s.slot as MealType] += s.qtyAdjust;
  }
  for (const counts of perIndex) for (const m of MEAL_TYPES) counts[m] = Math.max(0, counts[m]);
  return result;
}

/** Each order's overridden dates, a day and a meal override of the same date merged into one. */
function mergedOverrides(overrides: readonly DatedOverrides[]): Map<number, DatedOverrides[]> {
  const byKey = new Map<string, DatedOverrides>();
  for (const o of overrides) {
    const key = `${o.order_id}|${o.date}`;
    const seen = byKey.get(key);
    byKey.set(key, {
      ...o,
      dayOverride: o.dayOverride ?? seen?.dayOverride,
      mealOverride: o.mealOverride ?? seen?.mealOverride,
    });
  }
  const perOrder = new Map<number, DatedOverrides[]>();
  for (const o of byKey.values()) perOrder.set(o.order_id, [...(perOrder.get(o.order_id) ?? []), o]);
  return perOrder;
}

/**
 * The portions the kitchen makes per date, over many dates at once: per date the sum of `mealCountsPerDate`'s
 * meal types, plus each assigned extra slot's qty_adjust (never below 0) — what the production screens count.
 */
export function mealsProducedPerDate(input: MealsProducedInput): Map<IsoDate, number> {
  const result = new Map<IsoDate, number>();
  for (const [date, counts] of mealCountsPerDate(input)) {
    result.set(
      date,
      MEAL_TYPES.reduce((sum, m) => sum + counts[m], 0),
    );
  }
  for (const s of input.slots) {
    const meals = result.get(s.date);
    if (meals !== undefined && !isMealType(s.slot)) result.set(s.date, meals + Math.max(0, s.qtyAdjust));
  }
  return result;
}
