import type { CoreDeps, Module } from '../../lib/module.ts';
import { createRecipeRatingService } from './rating-service.ts';
import { recipeFeedbackRoutes, recipeRatingRoutes } from './routes.ts';
import { createRecipeFeedbackService, type RecipeFeedbackService } from './service.ts';

/** Feedback on recipes from customers and staff, and each user's quick rating. */
export function createRecipeFeedbackModule(
  deps: CoreDeps,
): Module<{ recipeFeedback: RecipeFeedbackService }> {
  const recipeFeedback = createRecipeFeedbackService(deps);
  const ratings = createRecipeRatingService(deps);
  return {
    services: { recipeFeedback },
    routes: async (api) => {
      await api.register(recipeFeedbackRoutes, { recipeFeedback: recipeFeedback });
      await api.register(recipeRatingRoutes, { ratings });
    },
  };
}
