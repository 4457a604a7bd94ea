import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  dayMealCounts,
  type DayMealCounts,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
} from '@brigade/domain/kitchen/day-meal-counts';
import { isMealType, type MealType } from '@brigade/domain/programmes/meal-types';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** One date as the kitchen sees it: its orders (with that date's overrides), counts and assigned recipes. */
export interface KitchenDay {
  readonly date: IsoDate;
  readonly orders: KitchenDayOrder[];
  readonly counts: DayMealCounts;
  readonly recipes: repo.DayRecipeRow[];
}

/** What a slot's recipe is made for: a meal's to-produce count, an extra slot's own qty_adjust (never below 0). */
export function slotPortions(day: KitchenDay, row: Pick<repo.DayRecipeRow, 'slot' | 'qtyAdjust'>): number {
  return isMealType(row.slot) ? day.counts.meals[row.slot].toProduce : Math.max(0, row.qtyAdjust);
}

/**
 * The kitchen days of `dates` (any order, duplicates ignored): five queries for all of them, then the domain's
 * `dayMealCounts` per date with that date's overrides, bags and qty_adjust of the assigned meal slots.
 */
export async function loadKitchenDays(db: Db, dates: readonly IsoDate[]): Promise<Map<IsoDate, KitchenDay>> {
  const unique = [...new Set(dates)].sort();
  const result = new Map<IsoDate, KitchenDay>();
  if (unique.length === 0) return result;
  const [data, recipeRows] = await Promise.all([
    repo.loadOrdersOfDates(db, unique, unique[0]!, unique.at(-1)!),
    repo.dayRecipesOf(db, unique),
  ]);
  for (const date of unique) {
    const dayOf = new Map(data.days.filter((d) => d.date === date).map((d) => [d.orderId, d]));
    const mealOf = new Map(data.meals.filter((m) => m.date === date).map((m) => [m.orderId, m]));
    const orders: KitchenDayOrder[] = data.orderRows.map((o) => {
      const day = dayOf.get(o.orderId);
      const meal = mealOf.get(o.orderId);
      return {
        order_id: o.orderId,
        customer_id: o.customerId,
        first_name: o.firstName,
        last_name: o.lastName,
        type: o.type,
        is_flex: o.isFlex,
        day_trial: o.dayTrial,
        discount_meals: o.discountMeals,
        weekdays: o.weekdays,
        start_date: o.startDate as IsoDate,
        end_date: o.endDate as IsoDate | null,
        dayOverride: day && {
          status: day.status,
          has_discount_meals: day.hasDiscountMeals,
          programme_type: day.programmeType,
          is_flex: day.isFlex,
        },
        mealOverride: meal && {
          programme_type: meal.programmeType,
          is_flex: meal.isFlex,
          discount_meals: meal.discountMeals,
        },
      };
    });
    const additionalBags: KitchenAdditionalBag[] = data.bags
      .filter((b) => b.date === date)
      .map((b) => ({
        order_id: b.orderId,
        customer_id: b.customerId,
        first_name: b.firstName,
        last_name: b.lastName,
        bags_json: b.bagsJson,
      }));
    const recipes = recipeRows.filter((r) => r.date === date);
    const qtyAdjust: Partial<Record<MealType, number>> = {};
    for (const r of recipes) if (isMealType(r.slot)) qtyAdjust[r.slot] = r.qtyAdjust;
    const counts = dayMealCounts({ date, orders, additionalBags, qtyAdjust });
    result.set(date, { date, orders, counts, recipes });
  }
  return result;
}

/** Portions to make per assigned slot of the dates: what a shopping list multiplies recipes by. */
export async function portionsOfDates(
  db: Db,
  dates: readonly IsoDate[],
): Promise<{ date: IsoDate; slot: string; recipeId: number; portions: number }[]> {
  const days = await loadKitchenDays(db, dates);
  return [...days.values()].flatMap((day) =>
    day.recipes.map((r) => ({
      date: day.date,
      slot: r.slot,
      recipeId: r.recipeId,
      portions: slotPortions(day, r),
    })),
  );
}
