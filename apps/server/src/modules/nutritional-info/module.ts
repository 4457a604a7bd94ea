import type { CoreDeps, Module } from '../../lib/module.ts';
import type { NutritionService } from '../nutrition/service.ts';
import { nutritionalInfoRoutes } from './routes.ts';
import { createNutritionalInfoService, type NutritionalInfoService } from './service.ts';

/** The nutritional info list: published nutrition per dish (a recipe's analysis comes from nutrition). */
export function createNutritionalInfoModule(
  deps: CoreDeps & { nutrition: NutritionService },
): Module<{ nutritionalInfo: NutritionalInfoService }> {
  const nutritionalInfo = createNutritionalInfoService(deps);
  return {
    services: { nutritionalInfo },
    routes: async (api) => {
      await api.register(nutritionalInfoRoutes, { nutritionalInfo });
    },
  };
}
