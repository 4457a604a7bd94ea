import type { CoreDeps, Module } from '../../lib/module.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import type { KitchenCounts } from '../production/module.ts';
import { logisticsRoutes } from './routes.ts';
import { createLogisticsService, type LogisticsService } from './service.ts';

/** Logistics: the delivery bags of a week, packed from the kitchen's counts, and the packers' marks. */
export function createLogisticsModule(
  deps: CoreDeps & { kitchenCounts: KitchenCounts; matching: AllergenMatchingService },
): Module<{ logistics: LogisticsService }> {
  const logistics = createLogisticsService(deps);
  return {
    services: { logistics },
    routes: async (api) => {
      await api.register(logisticsRoutes, { logistics });
    },
  };
}
