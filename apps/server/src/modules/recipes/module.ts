import type { CoreDeps, Module } from '../../lib/module.ts';
import { recipeEditorRoutes } from './editor-routes.ts';
import { publicAllergenRoutes, recipesRoutes } from './routes.ts';
import { createRecipesService, type RecipesService } from './service.ts';

/** Recipes: lines, layers, allergens, revision status and copies. */
export function createRecipesModule(deps: CoreDeps): Module<{ recipes: RecipesService }> {
  const recipes = createRecipesService(deps);
  return {
    services: { recipes },
    routes: async (api) => {
      await api.register(recipesRoutes, { recipes });
      await api.register(recipeEditorRoutes, { recipes });
      await api.register(publicAllergenRoutes, { recipes });
    },
  };
}
