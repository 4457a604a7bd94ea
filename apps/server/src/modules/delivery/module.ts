import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/service.ts';
import { couriersRoutes } from './couriers-routes.ts';
import { createCouriersService } from './couriers-service.ts';
import { deliveryTypesRoutes } from './delivery-types-routes.ts';
import { createDeliveryTypesService } from './delivery-types-service.ts';
import { postcodesRoutes } from './postcodes-routes.ts';
import { createPostcodesService } from './postcodes-service.ts';
import { zonesRoutes } from './zones-routes.ts';
import { createZonesService } from './zones-service.ts';

/** The delivery module's services: couriers, delivery types, postcode zones and postcodes. */
export function createDeliveryServices(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const couriers = createCouriersService(deps);
  const deliveryTypes = createDeliveryTypesService({ ...deps, couriers });
  const zones = createZonesService({ ...deps, couriers, deliveryTypes });
  const postcodes = createPostcodesService({ ...deps, zones, deliveryTypes, couriers });
  return { couriers, deliveryTypes, zones, postcodes };
}
export type DeliveryServices = ReturnType<typeof createDeliveryServices>;

/** Controls → Delivery Types (with couriers), Delivery zones and Postcodes & Prices. */
export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryServices> = async (app, services) => {
  await app.register(couriersRoutes, services);
  await app.register(deliveryTypesRoutes, services);
  await app.register(zonesRoutes, services);
  await app.register(postcodesRoutes, services);
};
