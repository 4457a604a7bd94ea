import type { CoreDeps, Module } from '../../lib/module.ts';
import { nutritionalInfoRoutes } from './routes.ts';
import { createNutritionalInfoService, type NutritionalInfoService } from './service.ts';

/** The nutritional info list: published nutrition per dish. */
export function createNutritionalInfoModule(
  deps: CoreDeps,
): Module<{ nutritionalInfo: NutritionalInfoService }> {
  const nutritionalInfo = createNutritionalInfoService(deps);
  return {
    services: { nutritionalInfo },
    routes: async (api) => {
      await api.register(nutritionalInfoRoutes, { nutritionalInfo: nutritionalInfo });
    },
  };
}
