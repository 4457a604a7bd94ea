import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { portionsPerRecipe } from '@brigade/domain/kitchen/shopping-content';
import { costPerPortion, usedFoodCost, type CostedSlot } from '@brigade/domain/margins/food-cost';
import { marginRange, marginWeek } from '@brigade/domain/margins/margin-table';
import { defaultMarginRange, mondaysOfRange } from '@brigade/domain/margins/margin-weeks';
import {
  mealsWithoutRecipe,
  programmeMealsOfDay,
  type ProgrammeCounts,
} from '@brigade/domain/margins/programme-meals';
import { isMealType } from '@brigade/domain/programmes/meal-types';
import type { ShoppingContent } from '@brigade/domain/schemas/shopping-lists';
import type { MarginsQuery, MarginsResponse } from '@brigade/domain/schemas/margins';
import { weekDays } from '@brigade/domain/week/week-dates';
import type { Clock } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { KitchenCounts } from '../production/module.ts';
import type { ShoppingListsService } from '../shopping-lists/service.ts';
import type { WeekService } from '../week/service.ts';
import { toExportTable, uncostedOf } from './mapping.ts';

/** What the margins read of the modules that own the figures (ADR 015: their services, never their tables). */
export interface MarginsDeps {
  clock: Clock;
  /** The Week's rows: what each order's week costs (the one pricing rule, discount codes included). */
  week: Pick<WeekService, 'weekCustomers'>;
  /** The kitchen's days: who receives which meal, and the portions each slot is made for. */
  kitchenCounts: Pick<KitchenCounts, 'days' | 'portionsOfDay'>;
  /** The shopping lists' computation: a recipe's portions in grams with their supplier specs. */
  shoppingLists: Pick<ShoppingListsService, 'calculateEach'>;
}

/** A slot of a week before it is costed: its recipe, portions and what each programme ordered of it. */
interface WeekSlot {
  recipeId: number;
  portions: number;
  ordered: ProgrammeCounts;
}

/**
 * The margins per ISO week and programme (issue 19): revenue from The Week's prices, food cost from the
 * kitchen's portions × the recipes' used cost (the shopping lists' grams at the supplier price per gram),
 * attributed to programmes by the meals their orders receive; labour and delivery are not available yet.
 */
export function createMarginsService({ clock, week, kitchenCounts, shoppingLists }: MarginsDeps) {
  /**
   * Each week's slots (every assigned slot of its seven days with its portions and the programmes' meals) and
   * the meals its orders receive from slots without a recipe.
   */
  async function slotsOfWeeks(mondays: readonly IsoDate[]) {
    const days = await kitchenCounts.days(mondays.flatMap(weekDays));
    return mondays.map((monday) => {
      const week = { slots: [] as WeekSlot[], mealsWithoutRecipe: 0 };
      for (const day of weekDays(monday).flatMap((date) => days.get(date) ?? [])) {
        const meals = programmeMealsOfDay(day);
        const assigned = kitchenCounts.portionsOfDay(day);
        week.mealsWithoutRecipe += mealsWithoutRecipe(meals, new Set(assigned.map((s) => s.slot)));
        for (const s of assigned) {
          const ordered = isMealType(s.slot) ? meals[s.slot] : new Map();
          week.slots.push({ recipeId: s.recipeId, portions: s.portions, ordered });
        }
      }
      return week;
    });
  }

  /**
   * Each recipe of each week costed on its own, from the week's portions of it (one read of all recipes):
   * per week, the recipe's cost per portion; and every list, for the ingredients left uncosted.
   */
  async function recipeCosts(weeks: readonly WeekSlot[][]) {
    const perWeek = weeks.map((slots) => [...portionsPerRecipe(slots)]);
    const lists = perWeek.flatMap((recipes) =>
      recipes.map(([recipeId, portions]) => [{ recipeId, portions }]),
    );
    const contents: ShoppingContent[] = await shoppingLists.calculateEach(lists);
    let next = 0;
    const costs = perWeek.map(
      (recipes) =>
        new Map(
          recipes.map(([recipeId, portions]) => [recipeId, costPerPortion(contents[next++]!, portions)]),
        ),
    );
    return { costs, uncosted: uncostedOf(contents.map((c) => usedFoodCost(c).uncosted)) };
  }

  async function margins(query: MarginsQuery): Promise<MarginsResponse> {
    const { from, to } = defaultMarginRange(clock(), query);
    const mondays = mondaysOfRange(from, to);
    const kitchen = await slotsOfWeeks(mondays);
    const { costs, uncosted } = await recipeCosts(kitchen.map((k) => k.slots));
    const weeks = [];
    for (const [i, monday] of mondays.entries()) {
      // One week at a time: each reads all of its orders.
      const { rows } = await week.weekCustomers(monday);
      const costed: CostedSlot[] = kitchen[i]!.slots.map((s) => ({
        portions: s.portions,
        costPerPortion: costs[i]!.get(s.recipeId) ?? 0,
        ordered: s.ordered,
      }));
      const meals_without_recipe = kitchen[i]!.mealsWithoutRecipe;
      weeks.push(
        marginWeek({ week_id: weekIdOfDate(monday), start_date: monday, meals_without_recipe }, rows, costed),
      );
    }
    return {
      from,
      to,
      weeks,
      ...marginRange(weeks),
      uncosted,
      available: { labour: false, delivery: false },
    };
  }

  return {
    margins,

    /** The .xlsx of the range: the rows the screen shows, week by week with their totals, then the range's. */
    async exportTable(query: MarginsQuery): Promise<ExportTable> {
      return toExportTable(await margins(query), clock());
    },
  };
}

export type MarginsService = ReturnType<typeof createMarginsService>;
