import type { CoreDeps, Module } from '../../lib/module.ts';
import type { SuppliersService } from '../suppliers/service.ts';
import { ingredientsRoutes } from './routes.ts';
import { createIngredientsService, type IngredientsService } from './service.ts';
import { createIngredientSpecsService, type IngredientSpecsService } from './spec-service.ts';

/** Ingredients with their nutrients, allergen tags and supplier specs. */
export function createIngredientsModule(
  deps: CoreDeps & { suppliers: SuppliersService },
): Module<{ ingredients: IngredientsService; ingredientSpecs: IngredientSpecsService }> {
  const ingredients = createIngredientsService(deps);
  const ingredientSpecs = createIngredientSpecsService(deps);
  return {
    services: { ingredients, ingredientSpecs },
    routes: async (api) => {
      await api.register(ingredientsRoutes, { ingredients, specs: ingredientSpecs });
    },
  };
}
