import type { Module } from '../../lib/module.ts';
import { foodAnalyticsRoutes } from './routes.ts';
import { createFoodAnalyticsService, type FoodAnalyticsDeps, type FoodAnalyticsService } from './service.ts';

/** Food analytics (/analytics/food): portions per recipe and meal type, ingredient volumes, ratings, allergy changes. */
export function createFoodAnalyticsModule(deps: FoodAnalyticsDeps): Module<{ food: FoodAnalyticsService }> {
  const food = createFoodAnalyticsService(deps);
  return {
    services: { food },
    routes: async (api) => {
      await api.register(foodAnalyticsRoutes, { food, clock: deps.clock });
    },
  };
}
