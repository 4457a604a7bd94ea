import type { CoreDeps, Module } from '../../lib/module.ts';
import { allergenMatchingRoutes } from './routes.ts';
import { createAllergenMatchingService, type AllergenMatchingService } from './service.ts';

/** Which customers' allergies, warnings and dislikes a recipe's ingredients meet. */
export function createAllergenMatchingModule(
  deps: CoreDeps,
): Module<{ allergenMatching: AllergenMatchingService }> {
  const allergenMatching = createAllergenMatchingService(deps);
  return {
    services: { allergenMatching },
    routes: async (api) => {
      await api.register(allergenMatchingRoutes, { matching: allergenMatching });
    },
  };
}
