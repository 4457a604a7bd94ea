import type { CoreDeps, Module } from './lib/module.ts';
import { createAnalyticsModule } from './modules/analytics/module.ts';
import { createDeliveryAnalyticsModule } from './modules/delivery-analytics/module.ts';
import { createFoodAnalyticsModule } from './modules/food-analytics/module.ts';
import type { FoodAnalyticsDeps } from './modules/food-analytics/service.ts';
import { createMarginsModule } from './modules/margins/module.ts';
import type { MarginsDeps } from './modules/margins/service.ts';
import { createStaffModule } from './modules/staff/module.ts';
import type { LabourDeps } from './modules/staff/labour-service.ts';

/** What the figures are read from: the services of the modules that own orders' weeks, kitchen days and costs. */
export type AnalyticsOwners = Omit<MarginsDeps, keyof CoreDeps> &
  Omit<LabourDeps, keyof CoreDeps> &
  Omit<FoodAnalyticsDeps, keyof CoreDeps>;

/**
 * The modules of the numbers the owners look at (drawer level 0, SUPER only): analytics, margins and staff hours
 * with the labour figures. They read
 * what other modules own; no other module reads them.
 */
export function analyticsModules(core: CoreDeps, owners: AnalyticsOwners): Module<object>[] {
  return [
    createAnalyticsModule(core),
    createMarginsModule({ ...core, ...owners }),
    createFoodAnalyticsModule({ ...core, shoppingLists: owners.shoppingLists }),
    createDeliveryAnalyticsModule(core),
    createStaffModule({ ...core, ...owners }),
  ];
}
