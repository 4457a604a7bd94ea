import type { CoreDeps, Module } from '../../lib/module.ts';
import { couriersRoutes } from './couriers-routes.ts';
import { createCouriersService } from './couriers-service.ts';
import { deliveryTypesRoutes } from './delivery-types-routes.ts';
import { createDeliveryTypesService } from './delivery-types-service.ts';
import { postcodesRoutes } from './postcodes-routes.ts';
import { createPostcodesService } from './postcodes-service.ts';
import { zonesRoutes } from './zones-routes.ts';
import { createZonesService } from './zones-service.ts';

function createDeliveryServices(deps: CoreDeps) {
  const couriers = createCouriersService(deps);
  const deliveryTypes = createDeliveryTypesService({ ...deps, couriers });
  const zones = createZonesService({ ...deps, couriers, deliveryTypes });
  const postcodes = createPostcodesService({ ...deps, zones, deliveryTypes, couriers });
  return { couriers, deliveryTypes, zones, postcodes };
}
export type DeliveryServices = ReturnType<typeof createDeliveryServices>;

/** Controls → Delivery types (with couriers), delivery zones, and postcodes & prices. */
export function createDeliveryModule(deps: CoreDeps): Module<DeliveryServices> {
  const services = createDeliveryServices(deps);
  return {
    services,
    routes: async (api) => {
      await api.register(couriersRoutes, services);
      await api.register(deliveryTypesRoutes, services);
      await api.register(zonesRoutes, services);
      await api.register(postcodesRoutes, services);
    },
  };
}
