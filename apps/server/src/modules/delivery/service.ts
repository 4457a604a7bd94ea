import type { CoreDeps } from '../../lib/module.ts';
import { createCouriersService } from './couriers-service.ts';
import { createDeliveryTypesService } from './delivery-types-service.ts';
import { createPostcodeMaintenance } from './maintenance-service.ts';
import { createPostcodesService } from './postcodes-service.ts';
import { createZonesService } from './zones-service.ts';

/**
 * The delivery services, each built on the ones it names: delivery types name couriers, zones name both,
 * postcodes belong to zones. `maintenanceScripts`: `update-postcodes` for the maintenance module (ADR 060).
 */
export function createDeliveryServices(deps: CoreDeps) {
  const couriers = createCouriersService(deps);
  const deliveryTypes = createDeliveryTypesService({ ...deps, couriers });
  const zones = createZonesService({ ...deps, couriers, deliveryTypes });
  const postcodes = createPostcodesService({ ...deps, zones, deliveryTypes, couriers });
  return { couriers, deliveryTypes, zones, postcodes, maintenanceScripts: createPostcodeMaintenance(deps) };
}

export type DeliveryServices = ReturnType<typeof createDeliveryServices>;
