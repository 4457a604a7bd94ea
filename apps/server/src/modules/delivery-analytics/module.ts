import type { CoreDeps, Module } from '../../lib/module.ts';
import { deliveryAnalyticsRoutes } from './routes.ts';
import { createDeliveryAnalyticsService, type DeliveryAnalyticsService } from './service.ts';

/** Delivery analytics (/analytics/delivery): deliveries and their tracking per week, zone, courier, point, period. */
export function createDeliveryAnalyticsModule(
  deps: CoreDeps,
): Module<{ delivery: DeliveryAnalyticsService }> {
  const delivery = createDeliveryAnalyticsService(deps);
  return {
    services: { delivery },
    routes: async (api) => {
      await api.register(deliveryAnalyticsRoutes, { delivery, clock: deps.clock });
    },
  };
}
