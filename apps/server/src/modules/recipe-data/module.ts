import type { RecipeDataService } from '../../integrations/recipe-data/port.ts';
import type { Module } from '../../lib/module.ts';
import { recipeDataRoutes } from './routes.ts';
import { createRecipeDataLookup, type RecipeDataLookup } from './service.ts';

/** Looking an ingredient's nutrients up in the configured recipe-data service. */
export function createRecipeDataModule(deps: {
  service: RecipeDataService;
  log: (error: unknown) => void;
}): Module<{ recipeData: RecipeDataLookup }> {
  const recipeData = createRecipeDataLookup(deps);
  return {
    services: { recipeData },
    routes: async (api) => {
      await api.register(recipeDataRoutes, { lookup: recipeData });
    },
  };
}
