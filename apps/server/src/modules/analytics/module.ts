import type { CoreDeps, Module } from '../../lib/module.ts';
import { analyticsRoutes } from './routes.ts';
import { createAnalyticsService, type AnalyticsService } from './service.ts';
import { analyticsTablesRoutes } from './tables-routes.ts';
import { createAnalyticsTablesService, type AnalyticsTablesService } from './tables-service.ts';

/** Analytics: the figures of customers' weeks and orders over time, and the tables of the analytics screens. */
export function createAnalyticsModule(
  deps: CoreDeps,
): Module<{ analytics: AnalyticsService; analyticsTables: AnalyticsTablesService }> {
  const analytics = createAnalyticsService(deps);
  const analyticsTables = createAnalyticsTablesService(deps);
  return {
    services: { analytics, analyticsTables },
    routes: async (api) => {
      await api.register(analyticsRoutes, { analytics });
      await api.register(analyticsTablesRoutes, { tables: analyticsTables, clock: deps.clock });
    },
  };
}
