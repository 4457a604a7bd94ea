import type { CoreDeps, Module } from '../../lib/module.ts';
import { deliveryRoutes } from './routes.ts';
import { createDeliveryServices, type DeliveryServices } from './service.ts';

export type { DeliveryServices };

/** Controls → Delivery types (with couriers), delivery zones, and postcodes & prices. */
export function createDeliveryModule(deps: CoreDeps): Module<DeliveryServices> {
  const services = createDeliveryServices(deps);
  return { services, routes: deliveryRoutes(services) };
}
