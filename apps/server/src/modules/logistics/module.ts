import type { CoreDeps, Module } from '../../lib/module.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import type { KitchenCounts } from '../production/module.ts';
import { createConsignmentsService, type ConsignmentsService } from './consignments-service.ts';
import { logisticsRoutes } from './routes.ts';
import { createLogisticsService, type LogisticsService } from './service.ts';

/**
 * Logistics: the delivery bags of a week, packed from the kitchen's counts, the packers' marks, and a day's
 * consignments per team planned from the bags (served and published by dispatch, ADR 066).
 */
export function createLogisticsModule(
  deps: CoreDeps & { kitchenCounts: KitchenCounts; matching: AllergenMatchingService },
): Module<{ logistics: LogisticsService; consignments: ConsignmentsService }> {
  const logistics = createLogisticsService(deps);
  const consignments = createConsignmentsService({ ...deps, dayDeliveries: logistics.dayDeliveries });
  return {
    services: { logistics, consignments },
    routes: async (api) => {
      await api.register(logisticsRoutes, { logistics });
    },
  };
}
