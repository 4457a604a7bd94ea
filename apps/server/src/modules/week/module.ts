import type { CoreDeps, Module } from '../../lib/module.ts';
import { bagRoutes, mergeRoutes, overrideRoutes } from './overrides-routes.ts';
import { createWeekOverridesService, type WeekOverridesService } from './overrides-service.ts';
import { mismatchRoutes, weekRoutes } from './routes.ts';
import { createWeekService, type WeekService } from './service.ts';

/** The Week: every order of a week with its meals, days, prices and deliveries, and its records per date. */
export function createWeekModule(
  deps: CoreDeps,
): Module<{ week: WeekService; weekOverrides: WeekOverridesService }> {
  const week = createWeekService(deps);
  const overrides = createWeekOverridesService(deps);
  return {
    services: { week, weekOverrides: overrides },
    // In this order: the API document lists the routes as they are registered.
    routes: async (api) => {
      await api.register(weekRoutes, { week });
      await api.register(overrideRoutes, { overrides });
      await api.register(mergeRoutes, { overrides });
      await api.register(bagRoutes, { overrides });
      await api.register(mismatchRoutes, { week });
    },
  };
}
