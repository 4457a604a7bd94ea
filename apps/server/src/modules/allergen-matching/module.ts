import type { CoreDeps, Module } from '../../lib/module.ts';
import { allergenMatchingRoutes } from './routes.ts';
import { createAllergenMatchingService, type AllergenMatchingService } from './service.ts';
import { allergenSuppressionsRoutes } from './suppressions-routes.ts';
import {
  createAllergenSuppressionsService,
  type AllergenSuppressionsService,
} from './suppressions-service.ts';

/** Which customers' allergies, warnings and dislikes a recipe's ingredients meet, and the kitchen's suppressions. */
export function createAllergenMatchingModule(deps: CoreDeps): Module<{
  allergenMatching: AllergenMatchingService;
  allergenSuppressions: AllergenSuppressionsService;
}> {
  const allergenMatching = createAllergenMatchingService(deps);
  const allergenSuppressions = createAllergenSuppressionsService(deps);
  return {
    services: { allergenMatching, allergenSuppressions },
    routes: async (api) => {
      await api.register(allergenMatchingRoutes, { matching: allergenMatching });
      await api.register(allergenSuppressionsRoutes, { suppressions: allergenSuppressions });
    },
  };
}
