import type { CoreDeps, Module } from '../../lib/module.ts';
import { dayRecipesRoutes } from './routes.ts';
import { createDayRecipesService, type DayRecipesService } from './service.ts';

/** A day's recipe lines: swaps, supplier specs and ticks for one date (ADR 074). */
export function createDayRecipesModule(deps: CoreDeps): Module<{ dayRecipes: DayRecipesService }> {
  const dayRecipes = createDayRecipesService(deps);
  return {
    services: { dayRecipes },
    routes: async (api) => {
      await api.register(dayRecipesRoutes, { dayRecipes });
    },
  };
}
