import {
  foodAllergiesResponse,
  foodAnalyticsQuery,
  foodIngredientsResponse,
  foodMealsWeeklyResponse,
  foodRatingsResponse,
  foodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import { MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import type { FastifyPluginAsync } from 'fastify';
import { registerAnalyticsTable } from '../../lib/analytics-table.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FoodAnalyticsService } from './service.ts';

const range = 'from and to: Mondays (none: the 12 weeks up to this week)';

/** The food analytics tables (SUPER only), each with its CSV and .xlsx download. */
export const foodAnalyticsRoutes: FastifyPluginAsync<{ food: FoodAnalyticsService; clock: Clock }> = async (
  app,
  { food, clock },
) => {
  registerAnalyticsTable(app, clock, {
    path: '/analytics/food/meals',
    name: 'analytics-food-meals',
    summary: `Portions produced per ISO week and meal type (the kitchen's counts on slots with a recipe), extras, total and portions without a recipe; ${range}`,
    query: foodAnalyticsQuery,
    response: foodMealsWeeklyResponse,
    columns: ['week_id', 'start_date', ...MEAL_TYPES, 'extras', 'total', 'without_recipe'],
    read: (query) => food.mealsWeekly(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/food/recipes',
    name: 'analytics-food-recipes',
    summary: `Portions produced per recipe and meal type over the range, on how many days, and their share; ${range}`,
    query: foodAnalyticsQuery,
    response: foodRecipesResponse,
    columns: ['recipe_id', 'name', 'meal_type', 'days', 'portions', 'share_pct'],
    read: (query) => food.recipes(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/food/ingredients',
    name: 'analytics-food-ingredients',
    summary: `Ingredient volumes (kg) of the portions produced, as the shopping lists compute them, over the range and per week; ${range}`,
    query: foodAnalyticsQuery,
    response: foodIngredientsResponse,
    columns: ['ingredient_id', 'name', 'total_kg', 'per_week_kg', 'weeks', 'cost_chf'],
    read: (query) => food.ingredients(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/food/ratings',
    name: 'analytics-food-ratings',
    summary: `Recipe ratings (1–5) and the latest comment on the dishes served in the range, per recipe and per week; ${range}`,
    query: foodAnalyticsQuery,
    response: foodRatingsResponse,
    columns: [
      'recipe_id',
      'name',
      'ratings',
      'average',
      'rating_1',
      'rating_2',
      'rating_3',
      'rating_4',
      'rating_5',
      'latest_comment',
    ],
    read: (query) => food.ratings(query),
  });
  registerAnalyticsTable(app, clock, {
    path: '/analytics/food/allergies',
    name: 'analytics-food-allergies',
    summary: `Meals changed for allergies per week (the kitchen's suppressions: customers and recipes) and the ingredients changed most; ${range}`,
    query: foodAnalyticsQuery,
    response: foodAllergiesResponse,
    columns: ['week_id', 'start_date', 'meals_changed', 'customers', 'recipes'],
    read: (query) => food.allergies(query),
  });
};
