import type { CoreDeps, Module } from '../../lib/module.ts';
import { recipeNotesRoutes } from './routes.ts';
import { createRecipeNotesService, type RecipeNotesService } from './service.ts';

/** Notes the kitchen keeps on recipes. */
export function createRecipeNotesModule(deps: CoreDeps): Module<{ recipeNotes: RecipeNotesService }> {
  const recipeNotes = createRecipeNotesService(deps);
  return {
    services: { recipeNotes },
    routes: async (api) => {
      await api.register(recipeNotesRoutes, { recipeNotes: recipeNotes });
    },
  };
}
