import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import { assignmentsRoutes } from './assignments-routes.ts';
import { createAssignmentsService, type AssignmentsService } from './assignments-service.ts';
import { createKitchenCountsService, type KitchenDay } from './kitchen-counts-service.ts';
import { createMealsProducedService, type MealsProducedService } from './meals-produced-service.ts';
import { planningRoutes } from './planning-routes.ts';
import { createPlanningService, type PlanningService } from './planning-service.ts';
import { productionRoutes } from './routes.ts';
import { createProductionService, type ProductionService } from './service.ts';
import { slotsRoutes } from './slots-routes.ts';

/**
 * How many portions of which recipe each date's slots need (what shopping lists are computed from), and the
 * kitchen days themselves (what the delivery bags are packed from).
 */
export interface KitchenCounts {
  days(dates: readonly IsoDate[]): Promise<Map<IsoDate, KitchenDay>>;
  portionsOfDates(
    dates: readonly IsoDate[],
  ): Promise<{ date: IsoDate; slot: string; recipeId: number; portions: number }[]>;
  /** The same of a kitchen day already read (the margins read the days for their orders too). */
  portionsOfDay(day: KitchenDay): { date: IsoDate; slot: string; recipeId: number; portions: number }[];
}

export interface ProductionServices {
  /** Recipes this Week: the days with their counts and matches, each meal's stage and quantity. */
  production: ProductionService;
  /** Assign recipes: each day's slots. */
  assignments: AssignmentsService;
  /** The planning days' notes and tasks. */
  planning: PlanningService;
  kitchenCounts: KitchenCounts;
  /** Portions made per date over many weeks (the labour figures). */
  mealsProduced: MealsProducedService;
}

/** Recipes this Week and Assign recipes: the kitchen's days, counts, matches, notes, tasks and stages. */
export function createProductionModule(
  deps: CoreDeps & { matching: AllergenMatchingService },
): Module<ProductionServices> {
  const kitchenCounts = createKitchenCountsService(deps);
  const production = createProductionService({ ...deps, kitchenCounts });
  const assignments = createAssignmentsService(deps);
  const planning = createPlanningService(deps);
  return {
    services: {
      production,
      assignments,
      planning,
      kitchenCounts,
      mealsProduced: createMealsProducedService(deps),
    },
    // In this order: the API document lists the operations so.
    routes: async (api) => {
      await api.register(productionRoutes, { production });
      await api.register(planningRoutes, { planning });
      await api.register(slotsRoutes, { production });
      await api.register(assignmentsRoutes, { assignments });
    },
  };
}
