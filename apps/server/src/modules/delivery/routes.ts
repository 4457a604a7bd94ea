import type { FastifyPluginAsync } from 'fastify';
import { couriersRoutes } from './couriers-routes.ts';
import { deliveryTypesRoutes } from './delivery-types-routes.ts';
import { postcodesRoutes } from './postcodes-routes.ts';
import type { DeliveryServices } from './service.ts';
import { zonesRoutes } from './zones-routes.ts';

/** The routes of couriers, delivery types, zones and postcodes, in that order (the OpenAPI order). */
export function deliveryRoutes(services: DeliveryServices): FastifyPluginAsync {
  return async (api) => {
    await api.register(couriersRoutes, services);
    await api.register(deliveryTypesRoutes, services);
    await api.register(zonesRoutes, services);
    await api.register(postcodesRoutes, services);
  };
}
