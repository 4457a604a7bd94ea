import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  dayMealCounts,
  type DayMealCounts,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
} from '@brigade/domain/kitchen/day-meal-counts';
import { isMealType, type MealType } from '@brigade/domain/programmes/meal-types';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import * as orders from './kitchen-counts-repository.ts';
import { toKitchenBag, toKitchenDayOrder } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * One date as the kitchen sees it: its orders (with that date's overrides), additional bags, counts and
 * assigned recipes.
 */
export interface KitchenDay {
  readonly date: IsoDate;
  readonly orders: KitchenDayOrder[];
  readonly additionalBags: KitchenAdditionalBag[];
  readonly counts: DayMealCounts;
  readonly recipes: repo.DayRecipeRow[];
}

/** What a slot's recipe is made for: a meal's to-produce count, an extra slot's own qty_adjust (never below 0). */
function slotPortions(day: KitchenDay, row: Pick<repo.DayRecipeRow, 'slot' | 'qtyAdjust'>): number {
  return isMealType(row.slot) ? day.counts.meals[row.slot].toProduce : Math.max(0, row.qtyAdjust);
}

/**
 * The kitchen's counts of some dates (ADR 043): which orders deliver what, and how many portions each assigned
 * slot needs. The production screens and the shopping lists both count from here.
 */
export function createKitchenCountsService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The kitchen days of `dates` (any order, duplicates ignored): five queries for all of them, then the
   * domain's `dayMealCounts` per date with that date's overrides, bags and qty_adjust of the assigned meal slots.
   */
  async function days(dates: readonly IsoDate[]): Promise<Map<IsoDate, KitchenDay>> {
    const unique = [...new Set(dates)].sort();
    const result = new Map<IsoDate, KitchenDay>();
    if (unique.length === 0) return result;
    const [data, recipeRows] = await Promise.all([
      orders.loadOrdersOfDates(db, unique, unique[0]!, unique.at(-1)!),
      repo.dayRecipesOf(db, unique),
    ]);
    const [daysOn, mealsOn, bagsOn, recipesOn] = [
      groupBy(data.days, (d) => d.date),
      groupBy(data.meals, (m) => m.date),
      groupBy(data.bags, (b) => b.date),
      groupBy(recipeRows, (r) => r.date),
    ];
    for (const date of unique) {
      const dayOf = new Map((daysOn.get(date) ?? []).map((d) => [d.orderId, d]));
      const mealOf = new Map((mealsOn.get(date) ?? []).map((m) => [m.orderId, m]));
      const dayOrders = data.orderRows.map((o) =>
        toKitchenDayOrder(o, dayOf.get(o.orderId), mealOf.get(o.orderId)),
      );
      const recipes = recipesOn.get(date) ?? [];
      const qtyAdjust: Partial<Record<MealType, number>> = {};
      for (const r of recipes) if (isMealType(r.slot)) qtyAdjust[r.slot] = r.qtyAdjust;
      const additionalBags = (bagsOn.get(date) ?? []).map(toKitchenBag);
      let counts: DayMealCounts | undefined;
      result.set(date, {
        date,
        orders: dayOrders,
        additionalBags,
        recipes,
        // Counted when first read: a date's bags and consignments read its orders, not its counts.
        get counts() {
          return (counts ??= dayMealCounts({ date, orders: dayOrders, additionalBags, qtyAdjust }));
        },
      });
    }
    return result;
  }

  /** Portions to make per assigned slot of a kitchen day: what a shopping list multiplies recipes by. */
  function portionsOfDay(
    day: KitchenDay,
  ): { date: IsoDate; slot: string; recipeId: number; portions: number }[] {
    return day.recipes.map((r) => ({
      date: day.date,
      slot: r.slot,
      recipeId: r.recipeId,
      portions: slotPortions(day, r),
    }));
  }

  return {
    days,
    portionsOfDay,

    /** The kitchen day of one date. */
    async day(date: IsoDate): Promise<KitchenDay> {
      return (await days([date])).get(date)!;
    },

    /** Portions to make per assigned slot of the dates (see `portionsOfDay`). */
    async portionsOfDates(
      dates: readonly IsoDate[],
    ): Promise<{ date: IsoDate; slot: string; recipeId: number; portions: number }[]> {
      return [...(await days(dates)).values()].flatMap(portionsOfDay);
    },
  };
}

export type KitchenCountsService = ReturnType<typeof createKitchenCountsService>;
