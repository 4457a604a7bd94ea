import { addDays, daysBetween, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { mealsProducedPerDate } from '@brigade/domain/kitchen/meal-counts-range';
import type { Db } from '../../db/client.ts';
import * as orders from './kitchen-counts-repository.ts';
import { toKitchenBag, toKitchenDayOrder } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * The portions the kitchen makes per date over a long range (the labour figures' meals per hour): the same
 * reads as the kitchen days (orders that may deliver, their overrides and bags of the dates, the slots'
 * qty_adjust) in five queries, then the domain's `mealsProducedPerDate`, which works out each order once
 * rather than on every date.
 */
export function createMealsProducedService(deps: { db: Db }) {
  return {
    async perDate(first: IsoDate, last: IsoDate): Promise<Map<IsoDate, number>> {
      const dates = Array.from({ length: Math.max(0, daysBetween(first, last) + 1) }, (_, i) =>
        addDays(first, i),
      );
      if (dates.length === 0) return new Map();
      const [data, slots] = await Promise.all([
        orders.loadOrdersOfDates(deps.db, dates, first, last),
        repo.dayRecipesOf(deps.db, dates),
      ]);
      const overrides = [
        ...data.days.map((d) => ({
          order_id: d.orderId,
          date: d.date,
          dayOverride: {
            status: d.status,
            has_discount_meals: d.hasDiscountMeals,
            programme_type: d.programmeType,
            is_flex: d.isFlex,
          },
        })),
        ...data.meals.map((m) => ({
          order_id: m.orderId,
          date: m.date,
          mealOverride: {
            programme_type: m.programmeType,
            is_flex: m.isFlex,
            discount_meals: m.discountMeals,
          },
        })),
      ];
      return mealsProducedPerDate({
        dates,
        orders: data.orderRows.map((o) => toKitchenDayOrder(o, undefined, undefined)),
        overrides,
        bags: data.bags.map((b) => ({ ...toKitchenBag(b), date: b.date })),
        slots: slots.map((s) => ({ date: s.date, slot: s.slot, qtyAdjust: s.qtyAdjust })),
      });
    },
  };
}

export type MealsProducedService = ReturnType<typeof createMealsProducedService>;
