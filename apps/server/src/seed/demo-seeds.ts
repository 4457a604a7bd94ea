import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { DeliveryServices } from '../modules/delivery/module.ts';
import type { BootstrapServices } from './bootstrap.ts';
import { seedControlsDemo } from './controls-demo.ts';
import { DEFAULT_DEMO_WEEKS_HISTORY, seedCustomersDemo } from './customers-demo.ts';
import { seedDeliveryDemo } from './delivery-demo.ts';
import { seedKitchenDemo } from './kitchen-demo.ts';
import { seedKitchenStockDemo } from './kitchen-stock-demo.ts';
import { seedRecipesDemo } from './recipes-demo.ts';

export interface DemoSeedOptions {
  /** How many demo customers to seed into a database without customers (default 300; 0 = none). */
  customers?: number | undefined;
  /** Weeks of history for the demo customers (default 104; 4 = only the demo's own past weeks). */
  weeksHistory?: number | undefined;
  /** Seed the demo suppliers, ingredients, recipes and the kitchen's week (default true). */
  recipes?: boolean | undefined;
}

type DemoSeeds = Omit<BootstrapServices, 'users' | 'allergens' | 'blocks' | 'system'>;

/** The demo data seeders bootstrap runs in demo mode; each one seeds only a database without its data. */
export function demoSeeds(
  deps: { db: Db; clock: Clock; delivery: DeliveryServices },
  options: DemoSeedOptions,
): DemoSeeds {
  const { db, clock } = deps;
  const withRecipes = options.recipes !== false;
  return {
    seedControlsDemo: () => seedControlsDemo(db, clock),
    seedDeliveryDemo: () => seedDeliveryDemo(deps.delivery, null),
    // Inventory and chef notes name demo ingredients, so they come with the recipes.
    seedRecipesDemo: withRecipes
      ? async () => {
          await seedRecipesDemo(db, clock);
          await seedKitchenStockDemo(db, clock);
        }
      : undefined,
    // The kitchen demo assigns the demo recipes: without them (test templates) there is nothing to assign.
    seedKitchenDemo: withRecipes
      ? async () => {
          await seedKitchenDemo(db, clock);
        }
      : undefined,
    seedCustomersDemo:
      options.customers === 0
        ? undefined
        : async () => {
            await seedCustomersDemo(db, clock, {
              customers: options.customers,
              weeksHistory: options.weeksHistory ?? DEFAULT_DEMO_WEEKS_HISTORY,
            });
          },
  };
}
