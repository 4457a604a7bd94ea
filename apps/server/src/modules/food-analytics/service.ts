import { analyticsRange, analyticsWeeks } from '@brigade/domain/analytics/analytics-range';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { mealCountsPerDate } from '@brigade/domain/kitchen/meal-counts-range';
import type {
  FoodAllergiesResponse,
  FoodAnalyticsQuery,
  FoodIngredientsResponse,
  FoodMealsWeeklyResponse,
  FoodRatingsResponse,
  FoodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import type { CoreDeps } from '../../lib/module.ts';
import type { ShoppingListsService } from '../shopping-lists/service.ts';
import {
  ingredientVolumes,
  mealsPerWeek,
  producedSlots,
  recipesProduced,
  toCountsInput,
  weeklyPortions,
  type RangeWeek,
} from './mapping.ts';
import * as repo from './repository.ts';

export interface FoodAnalyticsDeps extends CoreDeps {
  /** The shopping lists' own rule turns portions of recipes into ingredient grams and packs (totalsEach). */
  shoppingLists: Pick<ShoppingListsService, 'totalsEach'>;
}

const numberOf = (text: string | null) => (text === null ? null : Number(text));

/**
 * The food figures of a range of ISO weeks. Portions are the kitchen's counts (ADR 014: the domain's
 * `mealCountsPerDate`, each meal type's `toProduce` of every date, worked out once per order) on the slots
 * that had a recipe; ingredient volumes are those portions through the shopping lists' rule, one list per
 * week, each recipe converted once for the range (ADR 070) — once per set of a date's swaps, so the grams of
 * an ingredient swapped out on a date go to the one swapped in (ADR 074); ratings, feedback and allergy changes are aggregated in SQL.
 */
export function createFoodAnalyticsService(deps: FoodAnalyticsDeps) {
  const { db, clock, shoppingLists } = deps;

  function rangeOf(query: FoodAnalyticsQuery) {
    const range = analyticsRange(clock(), query);
    const weeks: RangeWeek[] = analyticsWeeks(range).map((w) => ({
      ...w,
      dates: Array.from({ length: 7 }, (_, i) => addDays(w.start_date, i)),
    }));
    return { ...range, last: addDays(range.to, 6) as IsoDate, weeks };
  }

  async function produced(query: FoodAnalyticsQuery) {
    const range = rangeOf(query);
    const data = await repo.kitchenInputs(db, range.from, range.last);
    const counts = mealCountsPerDate(
      toCountsInput(
        range.weeks.flatMap((w) => w.dates),
        data,
      ),
    );
    return { range, counts, slots: producedSlots(data, counts) };
  }

  return {
    async mealsWeekly(query: FoodAnalyticsQuery): Promise<FoodMealsWeeklyResponse> {
      const { range, counts, slots } = await produced(query);
      return { from: range.from, to: range.to, rows: mealsPerWeek(range.weeks, slots, counts) };
    },

    async recipes(query: FoodAnalyticsQuery): Promise<FoodRecipesResponse> {
      const { range, slots } = await produced(query);
      return { from: range.from, to: range.to, rows: recipesProduced(slots) };
    },

    async ingredients(query: FoodAnalyticsQuery): Promise<FoodIngredientsResponse> {
      const { range, slots } = await produced(query);
      const totals = await shoppingLists.totalsEach(weeklyPortions(range.weeks, slots));
      return { from: range.from, to: range.to, ...ingredientVolumes(range.weeks, totals) };
    },

    async ratings(query: FoodAnalyticsQuery): Promise<FoodRatingsResponse> {
      const range = rangeOf(query);
      const [recipes, perWeek] = await Promise.all([
        repo.ratingsPerRecipe(db, range.from, range.last),
        repo.ratingsPerWeek(db, range.from, range.last),
      ]);
      const weekOf = new Map(perWeek.map((w) => [w.monday, w]));
      return {
        from: range.from,
        to: range.to,
        rows: recipes.map((r) => ({
          ...r,
          average: Number(r.average),
          latest_comment: r.latest_comment ?? '',
        })),
        weeks: range.weeks.map((w) => ({
          week_id: w.week_id,
          start_date: w.start_date,
          ratings: weekOf.get(w.start_date)?.ratings ?? 0,
          average: numberOf(weekOf.get(w.start_date)?.average ?? null),
        })),
      };
    },

    async allergies(query: FoodAnalyticsQuery): Promise<FoodAllergiesResponse> {
      const range = rangeOf(query);
      const [perWeek, ingredients] = await Promise.all([
        repo.allergyChangesPerWeek(db, range.from, range.last),
        repo.allergyIngredients(db, range.from, range.last),
      ]);
      const weekOf = new Map(perWeek.map((w) => [w.monday, w]));
      return {
        from: range.from,
        to: range.to,
        rows: range.weeks.map((w) => ({
          week_id: w.week_id,
          start_date: w.start_date,
          meals_changed: weekOf.get(w.start_date)?.meals_changed ?? 0,
          customers: weekOf.get(w.start_date)?.customers ?? 0,
          recipes: weekOf.get(w.start_date)?.recipes ?? 0,
        })),
        ingredients,
      };
    },
  };
}

export type FoodAnalyticsService = ReturnType<typeof createFoodAnalyticsService>;
