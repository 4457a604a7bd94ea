import type { CoreDeps, Module } from '../../lib/module.ts';
import type { SuppliersService } from '../suppliers/service.ts';
import { ingredientsRoutes } from './routes.ts';
import { createIngredientsService, type IngredientsService } from './service.ts';
import { ingredientSpecsRoutes } from './specs-routes.ts';
import { createIngredientSpecsService, type IngredientSpecsService } from './specs-service.ts';

/** Ingredients with their nutrients and allergen tags, and their supplier specs (a sub-resource). */
export function createIngredientsModule(
  deps: CoreDeps & { suppliers: SuppliersService },
): Module<{ ingredients: IngredientsService; ingredientSpecs: IngredientSpecsService }> {
  const ingredients = createIngredientsService(deps);
  const ingredientSpecs = createIngredientSpecsService(deps);
  return {
    services: { ingredients, ingredientSpecs },
    routes: async (api) => {
      await api.register(ingredientsRoutes, { ingredients });
      await api.register(ingredientSpecsRoutes, { specs: ingredientSpecs });
    },
  };
}
