import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { DispatchService } from '../dispatch/service.ts';
import type { LogisticsService } from '../logistics/service.ts';
import type { NutritionService } from '../nutrition/service.ts';
import { createPackagesService } from './packages-service.ts';
import { createLabelPdfService } from './pdf-service.ts';
import { labelPdfRoutes, labelsRoutes } from './routes.ts';
import { createMealLabelsService, type LabelSettings } from './service.ts';

/** Labels (ADR 068): meal and package labels from the bags, their PDFs, and the packing check. */
export function createLabelsModule(
  deps: CoreDeps & {
    settings: LabelSettings & { publicUrl: string | undefined };
    logistics: Pick<LogisticsService, 'packingDay'>;
    nutrition: Pick<NutritionService, 'compute'>;
    dispatch: Pick<DispatchService, 'view'>;
    queue: JobQueue;
    store: ObjectStore;
  },
): Module<object> {
  const meals = createMealLabelsService(deps);
  const packages = createPackagesService({ ...deps, recipeName: meals.recipeName });
  const pdf = createLabelPdfService({ ...deps, meals, packages, publicUrl: deps.settings.publicUrl });
  return {
    services: {},
    routes: async (api) => {
      await api.register(labelsRoutes, { meals, packages });
      await api.register(labelPdfRoutes, { pdf });
    },
  };
}
