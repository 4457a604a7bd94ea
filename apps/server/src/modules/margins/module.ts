import type { Module } from '../../lib/module.ts';
import { marginsRoutes } from './routes.ts';
import { createMarginsService, type MarginsDeps, type MarginsService } from './service.ts';

/** Margins: per ISO week and programme, what the orders bring in against what their food costs. */
export function createMarginsModule(deps: MarginsDeps): Module<{ margins: MarginsService }> {
  const margins = createMarginsService(deps);
  return {
    services: { margins },
    routes: async (api) => {
      await api.register(marginsRoutes, { margins });
    },
  };
}
