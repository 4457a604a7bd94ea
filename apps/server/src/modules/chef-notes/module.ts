import type { Module, StoreDeps } from '../../lib/module.ts';
import { chefNotesRoutes } from './routes.ts';
import { createChefNotesService, type ChefNotesService } from './service.ts';

/** The chef's notes on ingredients, published to the object store. */
export function createChefNotesModule(deps: StoreDeps): Module<{ chefNotes: ChefNotesService }> {
  const chefNotes = createChefNotesService(deps);
  return {
    services: { chefNotes },
    routes: async (api) => {
      await api.register(chefNotesRoutes, { chefNotes });
    },
  };
}
