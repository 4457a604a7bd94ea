import type { CoreDeps, Module } from '../../lib/module.ts';
import { weekRoutes } from './routes.ts';
import { createWeekService, type WeekService } from './service.ts';

/** The Week: every order of a week with its meals, days, prices and deliveries. */
export function createWeekModule(deps: CoreDeps): Module<{ week: WeekService }> {
  const week = createWeekService(deps);
  return {
    services: { week },
    routes: async (api) => {
      await api.register(weekRoutes, { week: week });
    },
  };
}
