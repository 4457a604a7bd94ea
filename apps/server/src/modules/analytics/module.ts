import type { CoreDeps, Module } from '../../lib/module.ts';
import { analyticsRoutes } from './routes.ts';
import { createAnalyticsService, type AnalyticsService } from './service.ts';

/** Analytics: the figures of customers' weeks and orders over time. */
export function createAnalyticsModule(deps: CoreDeps): Module<{ analytics: AnalyticsService }> {
  const analytics = createAnalyticsService(deps);
  return {
    services: { analytics },
    routes: async (api) => {
      await api.register(analyticsRoutes, { analytics });
    },
  };
}
