import type { CoreDeps, Module } from '../../lib/module.ts';
import { recipeFeedbackRoutes } from './routes.ts';
import { createRecipeFeedbackService, type RecipeFeedbackService } from './service.ts';

/** Feedback on recipes from customers and staff. */
export function createRecipeFeedbackModule(
  deps: CoreDeps,
): Module<{ recipeFeedback: RecipeFeedbackService }> {
  const recipeFeedback = createRecipeFeedbackService(deps);
  return {
    services: { recipeFeedback },
    routes: async (api) => {
      await api.register(recipeFeedbackRoutes, { recipeFeedback: recipeFeedback });
    },
  };
}
