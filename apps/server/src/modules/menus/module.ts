import type { Module, StoreDeps } from '../../lib/module.ts';
import { additionalDaysRoutes } from './additional-days-routes.ts';
import { createAdditionalDaysService, type AdditionalDaysService } from './additional-days-service.ts';
import type { DishSources } from './dishes.ts';
import { menuQrCodesRoutes } from './menu-qr-codes-routes.ts';
import { menusRoutes } from './routes.ts';
import { createMenusService, type MenusService } from './service.ts';

/** Published menus (with the A-Life override), menu review, and the additional days that menus carry. */
export function createMenusModule(
  deps: StoreDeps & DishSources,
): Module<{ menus: MenusService; additionalDays: AdditionalDaysService }> {
  const additionalDays = createAdditionalDaysService(deps);
  const menus = createMenusService({
    ...deps,
    sources: { recipes: deps.recipes, nutrition: deps.nutrition },
    additionalDays,
  });
  return {
    services: { menus, additionalDays },
    routes: async (api) => {
      await api.register(menusRoutes, { menus });
      await api.register(menuQrCodesRoutes, { menus });
      await api.register(additionalDaysRoutes, { additionalDays });
    },
  };
}
