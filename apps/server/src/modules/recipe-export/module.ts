import type { CoreDeps, Module } from '../../lib/module.ts';
import { recipeExportRoutes } from './routes.ts';
import { createRecipeExportService, type RecipeExportService } from './service.ts';

/** Printable recipe cards and their .xlsx export. */
export function createRecipeExportModule(deps: CoreDeps): Module<{ recipeExport: RecipeExportService }> {
  const recipeExport = createRecipeExportService(deps);
  return {
    services: { recipeExport },
    routes: async (api) => {
      await api.register(recipeExportRoutes, { recipeExport });
    },
  };
}
