import { z } from 'zod';
import { MEAL_TYPES } from '../programmes/meal-types.ts';
import { analyticsRangeEcho, analyticsRangeShape, refineAnalyticsRange } from './analytics.ts';

// Food analytics (/analytics/food, issue 20): what the kitchen made, from what, how it was liked, and the
// meals changed for allergies, per ISO week of a range.

/** A food table's query: the range of weeks only (from, to: Mondays; none: the 12 weeks up to this week). */
export const foodAnalyticsQuery = z
  .object({ from: analyticsRangeShape.from, to: analyticsRangeShape.to })
  .superRefine(refineAnalyticsRange);
export type FoodAnalyticsQuery = z.output<typeof foodAnalyticsQuery>;

const week = { week_id: z.string(), start_date: z.string() };
const perMealType = Object.fromEntries(MEAL_TYPES.map((m) => [m, z.number().int()])) as Record<
  (typeof MEAL_TYPES)[number],
  z.ZodNumber
>;

/**
 * Portions produced per week: each meal type's portions on the slots that had a recipe (the kitchen's
 * to-produce count, ADR 014), the extra slots' portions, their total, and the portions the orders asked for
 * on weekdays whose meal slot had no recipe (not produced as far as Brigade knows).
 */
export const foodMealsWeek = z.object({
  ...week,
  ...perMealType,
  extras: z.number().int(),
  total: z.number().int(),
  without_recipe: z.number().int(),
});
export const foodMealsWeeklyResponse = z.object({ ...analyticsRangeEcho, rows: z.array(foodMealsWeek) });
export type FoodMealsWeeklyResponse = z.infer<typeof foodMealsWeeklyResponse>;

/** Portions produced per recipe and slot type over the range: on how many days, and their share. */
export const foodRecipeRow = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  meal_type: z.string(),
  days: z.number().int(),
  portions: z.number().int(),
  share_pct: z.number(),
});
export const foodRecipesResponse = z.object({ ...analyticsRangeEcho, rows: z.array(foodRecipeRow) });
export type FoodRecipesResponse = z.infer<typeof foodRecipesResponse>;

/** An ingredient's volume over the range, as the shopping lists compute it (grams of the portions produced). */
export const foodIngredientRow = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  total_kg: z.number(),
  per_week_kg: z.number(),
  weeks: z.number().int(),
  cost_chf: z.number().nullable(),
});
export const foodIngredientsResponse = z.object({
  ...analyticsRangeEcho,
  rows: z.array(foodIngredientRow),
  weeks: z.array(z.object({ ...week, total_kg: z.number(), cost_chf: z.number() })),
  /** Quantities that could not be converted to grams (no density or piece weight): named, not counted. */
  unconverted: z.array(z.object({ ingredient_id: z.number().int(), name: z.string(), unit: z.string() })),
});
export type FoodIngredientsResponse = z.infer<typeof foodIngredientsResponse>;

/** A recipe's feedback on the dishes served in the range: count, average and each rating's count. */
export const foodRatingRow = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  ratings: z.number().int(),
  average: z.number(),
  rating_1: z.number().int(),
  rating_2: z.number().int(),
  rating_3: z.number().int(),
  rating_4: z.number().int(),
  rating_5: z.number().int(),
  latest_comment: z.string(),
});
export const foodRatingsResponse = z.object({
  ...analyticsRangeEcho,
  rows: z.array(foodRatingRow),
  weeks: z.array(z.object({ ...week, ratings: z.number().int(), average: z.number().nullable() })),
});
export type FoodRatingsResponse = z.infer<typeof foodRatingsResponse>;

/** Meals changed for allergies per week: the kitchen's suppressions (a customer's dish on a date). */
export const foodAllergyWeek = z.object({
  ...week,
  meals_changed: z.number().int(),
  customers: z.number().int(),
  recipes: z.number().int(),
});
export const foodAllergiesResponse = z.object({
  ...analyticsRangeEcho,
  rows: z.array(foodAllergyWeek),
  /** The ingredients changed most often over the range (up to 10). */
  ingredients: z.array(z.object({ name: z.string(), meals: z.number().int() })),
});
export type FoodAllergiesResponse = z.infer<typeof foodAllergiesResponse>;
