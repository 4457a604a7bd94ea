import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import { spCustomersRoutes } from './customers-routes.ts';
import { createSpCustomersService, type SpCustomersService } from './customers-service.ts';
import { deliveryGroupsRoutes } from './delivery-groups-routes.ts';
import { createDeliveryGroupsService, type DeliveryGroupsService } from './delivery-groups-service.ts';
import { createProgrammeMaintenance } from './maintenance-service.ts';
import { specialProgrammesRoutes } from './routes.ts';
import { createSpecialProgrammesService, type SpecialProgrammesService } from './service.ts';

/** Special programmes: group programmes with their customers, delivery groups and value. */
export function createSpecialProgrammesModule(deps: CoreDeps): Module<{
  specialProgrammes: SpecialProgrammesService;
  spCustomers: SpCustomersService;
  deliveryGroups: DeliveryGroupsService;
  /** `update-special-programme-addresses` for the maintenance module (ADR 060). */
  maintenanceScripts: MaintenanceScript[];
}> {
  const specialProgrammes = createSpecialProgrammesService(deps);
  const customers = createSpCustomersService(deps);
  const groups = createDeliveryGroupsService(deps);
  return {
    services: {
      specialProgrammes,
      spCustomers: customers,
      deliveryGroups: groups,
      maintenanceScripts: createProgrammeMaintenance(deps),
    },
    // In this order: the API document lists the routes as they are registered.
    routes: async (api) => {
      await api.register(specialProgrammesRoutes, { specialProgrammes });
      await api.register(spCustomersRoutes, { customers });
      await api.register(deliveryGroupsRoutes, { groups });
    },
  };
}
