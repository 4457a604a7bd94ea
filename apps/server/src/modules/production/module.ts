import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import { portionsOfDates } from './kitchen-days.ts';
import { productionRoutes } from './routes.ts';
import { createProductionService, type ProductionService } from './service.ts';

/** How many portions of which recipe each date's slots need: what shopping lists are computed from. */
export interface KitchenCounts {
  portionsOfDates(
    dates: readonly IsoDate[],
  ): Promise<{ date: IsoDate; slot: string; recipeId: number; portions: number }[]>;
}

/** Recipes this Week and Assign recipes: the kitchen's days, counts, matches, notes, tasks and stages. */
export function createProductionModule(
  deps: CoreDeps & { matching: AllergenMatchingService },
): Module<{ production: ProductionService; kitchenCounts: KitchenCounts }> {
  const production = createProductionService(deps);
  const kitchenCounts: KitchenCounts = { portionsOfDates: (dates) => portionsOfDates(deps.db, dates) };
  return {
    services: { production, kitchenCounts },
    routes: async (api) => {
      await api.register(productionRoutes, { production });
    },
  };
}
