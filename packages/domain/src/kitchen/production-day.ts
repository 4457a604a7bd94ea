import { MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';
import { DAY_SLOTS } from '../schemas/production.ts';
import type { DayMealCounts } from './day-meal-counts.ts';

// How the kitchen's day reads (ADR 047): its slots in menu order, the meals still without a recipe, and
// whether additional bags change what is made; and the order of a published menu's dishes (ADR 049).

const slotRank = new Map<string, number>(DAY_SLOTS.map((s, i) => [s, i]));

/** Slots in the day's order: the eight meal types in menu order, then extra_1 … extra_5; unknown slots dropped. */
export function inSlotOrder<T extends { readonly slot: string }>(rows: readonly T[]): T[] {
  return rows
    .filter((r) => slotRank.has(r.slot))
    .sort((a, b) => slotRank.get(a.slot)! - slotRank.get(b.slot)!);
}

const mealRank = (slot: string): number => {
  const rank = (MEAL_TYPES as readonly string[]).indexOf(slot);
  return rank === -1 ? MEAL_TYPES.length : rank;
};

/** How a menu lists its dishes: the meal types in menu order, then the other slots (the extras) by name. */
export function compareMenuSlots(a: string, b: string): number {
  return mealRank(a) - mealRank(b) || a.localeCompare(b);
}

/** The meal types with something to produce (orders or additional bags) but no recipe assigned. */
export function unassignedMeals(counts: DayMealCounts, assigned: ReadonlySet<string>): MealType[] {
  return MEAL_TYPES.filter((m) => !assigned.has(m) && counts.meals[m].toProduce > 0);
}

/**
 * Whether some customer's additional bags change a meal's quantity that day: shown even when the changes cancel
 * out overall, so the kitchen sees why a count moved.
 */
export function showsBagChanges(counts: DayMealCounts): boolean {
  return MEAL_TYPES.some((m) => counts.meals[m].bagAdjustments.length > 0);
}
