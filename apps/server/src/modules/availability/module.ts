import type { CoreDeps, Module } from '../../lib/module.ts';
import { availabilityRoutes } from './routes.ts';
import { createAvailabilityService, type AvailabilityService } from './service.ts';

/** Controls → Availability: dates on which nothing is delivered. */
export function createAvailabilityModule(deps: CoreDeps): Module<{ availability: AvailabilityService }> {
  const availability = createAvailabilityService(deps);
  return {
    services: { availability },
    routes: async (api) => {
      await api.register(availabilityRoutes, { availability: availability });
    },
  };
}
