import type { IsoDate } from '../calendar/iso-date.ts';
import { isDomainError } from '../errors/domain-error.ts';
import {
  additionalBagEntries,
  orderDay,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
} from '../kitchen/day-meal-counts.ts';
import { programmeLabel, type ProgrammeLabel } from '../orders/programme-label.ts';
import { MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';
import { orderProgramme } from '../programmes/order-programme.ts';

/** Meals per programme (of one meal type on one date). */
export type ProgrammeCounts = Map<ProgrammeLabel, number>;

/**
 * The programme an order's money and food are booked under: the order's own (type, flex, 1-day trial), as
 * The Week names its row — not the programme of the day a day or meal override gives it. Null when the order's
 * type or flex cannot be read (it has no price and receives no meals either).
 */
export function orderProgrammeLabel(
  order: Pick<KitchenDayOrder, 'type' | 'is_flex' | 'day_trial'>,
): ProgrammeLabel | null {
  try {
    const { type, isFlex } = orderProgramme(order);
    return programmeLabel({ type, is_flex: isFlex, day_trial: order.day_trial });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return null;
  }
}

function add(counts: ProgrammeCounts, label: ProgrammeLabel, n: number): void {
  counts.set(label, (counts.get(label) ?? 0) + n);
}

/**
 * The meals each programme's orders receive on `date`, per meal type: every order that delivers that date
 * adds one of each meal it receives (the kitchen's own rule, {@link orderDay}: day override > meal override >
 * order), under its {@link orderProgrammeLabel}; its additional bags of the date add their quantities
 * (negative ones take away), whether or not it delivers, as the kitchen counts them. Orders whose programme
 * cannot be determined, and bags of orders not among `orders`, are counted nowhere (the kitchen's row gets
 * their portions).
 */
export function programmeMealsOfDay(input: {
  readonly date: IsoDate;
  readonly orders: readonly KitchenDayOrder[];
  readonly additionalBags: readonly KitchenAdditionalBag[];
}): Record<MealType, ProgrammeCounts> {
  const meals = Object.fromEntries(MEAL_TYPES.map((m) => [m, new Map()])) as Record<
    MealType,
    ProgrammeCounts
  >;
  const labels = new Map<number, ProgrammeLabel | null>();
  for (const order of input.orders) {
    const label = orderProgrammeLabel(order);
    labels.set(order.order_id, label);
    const day = orderDay(input.date, order);
    if (day.kind !== 'delivers' || label === null) continue;
    for (const meal of day.meals) add(meals[meal], label, 1);
  }
  for (const bag of input.additionalBags) {
    const label = labels.get(bag.order_id);
    if (!label) continue;
    for (const entry of additionalBagEntries(bag) ?? []) add(meals[entry.mealType], label, entry.qty);
  }
  return meals;
}

/**
 * The meals the programmes' orders receive on a date whose meal slot has no recipe assigned: their food cannot
 * be costed (the screen says so rather than show a margin without it).
 */
export function mealsWithoutRecipe(
  meals: Record<MealType, ProgrammeCounts>,
  assignedSlots: ReadonlySet<string>,
): number {
  let count = 0;
  for (const meal of MEAL_TYPES) {
    if (assignedSlots.has(meal)) continue;
    for (const n of meals[meal].values()) count += Math.max(0, n);
  }
  return count;
}
