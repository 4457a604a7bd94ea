import type { CoreDeps, Module } from '../../lib/module.ts';
import { createRedemptionsService, type RedemptionsService } from './redemptions-service.ts';
import { discountsRoutes } from './routes.ts';
import { createDiscountsService, type DiscountsService } from './service.ts';

/** Controls → Discount codes of the booking funnel, and the codes orders redeem. */
export function createDiscountsModule(
  deps: CoreDeps,
): Module<{ discounts: DiscountsService; redemptions: RedemptionsService }> {
  const discounts = createDiscountsService(deps);
  return {
    services: { discounts, redemptions: createRedemptionsService(deps) },
    routes: async (api) => {
      await api.register(discountsRoutes, { discounts: discounts });
    },
  };
}
