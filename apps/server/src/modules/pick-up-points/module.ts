import type { CoreDeps, Module } from '../../lib/module.ts';
import { pickUpPointsRoutes } from './routes.ts';
import { createPickUpPointsService, type PickUpPointsService } from './service.ts';

/** Controls → Pick up points: places where customers collect their bags. */
export function createPickUpPointsModule(deps: CoreDeps): Module<{ pickUpPoints: PickUpPointsService }> {
  const pickUpPoints = createPickUpPointsService(deps);
  return {
    services: { pickUpPoints },
    routes: async (api) => {
      await api.register(pickUpPointsRoutes, { pickUpPoints: pickUpPoints });
    },
  };
}
