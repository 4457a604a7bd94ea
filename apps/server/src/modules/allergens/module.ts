import type { CoreDeps, Module } from '../../lib/module.ts';
import { allergenBlockRoutes } from './blocks-routes.ts';
import { createAllergenBlocksService, type AllergenBlocksService } from './blocks-service.ts';
import { allergensRoutes } from './routes.ts';
import { createAllergensService, type AllergensService } from './service.ts';

/** Controls → Allergens & Dislikes, and the blocks that silence a word match. */
export function createAllergensModule(
  deps: CoreDeps,
): Module<{ allergens: AllergensService; blocks: AllergenBlocksService }> {
  const allergens = createAllergensService(deps);
  const blocks = createAllergenBlocksService(deps);
  return {
    services: { allergens, blocks },
    routes: async (api) => {
      await api.register(allergensRoutes, { allergens });
      await api.register(allergenBlockRoutes, { blocks });
    },
  };
}
