import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Module } from '../../lib/module.ts';
import { nutritionRoutes } from './routes.ts';
import { createNutritionService, type NutritionService } from './service.ts';

/** A recipe's nutrition computed from its ingredients, and the public analysis page. */
export function createNutritionModule(deps: {
  db: Db;
  clock: Clock;
  store: ObjectStore;
}): Module<{ nutrition: NutritionService }> {
  const nutrition = createNutritionService(deps);
  return {
    services: { nutrition },
    routes: async (api) => {
      await api.register(nutritionRoutes, { nutrition });
    },
  };
}
