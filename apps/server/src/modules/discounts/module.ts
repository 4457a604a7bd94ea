import type { CoreDeps, Module } from '../../lib/module.ts';
import { discountsRoutes } from './routes.ts';
import { createDiscountsService, type DiscountsService } from './service.ts';

/** Controls → Discount codes of the booking funnel. */
export function createDiscountsModule(deps: CoreDeps): Module<{ discounts: DiscountsService }> {
  const discounts = createDiscountsService(deps);
  return {
    services: { discounts },
    routes: async (api) => {
      await api.register(discountsRoutes, { discounts: discounts });
    },
  };
}
