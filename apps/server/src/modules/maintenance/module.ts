import type { JobQueue } from '../../lib/job-queue.ts';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { Module } from '../../lib/module.ts';
import { maintenanceRoutes } from './routes.ts';
import { createMaintenanceService, type MaintenanceService } from './service.ts';

/**
 * The developers' maintenance scripts (ADR 060): a dry run, then a run as a job. The scripts come from the
 * modules that own what they fix (customers, delivery, special programmes); this module has no table.
 */
export function createMaintenanceModule(deps: {
  queue: JobQueue;
  scripts: readonly MaintenanceScript[];
}): Module<{ maintenance: MaintenanceService }> {
  const maintenance = createMaintenanceService(deps);
  return {
    services: { maintenance },
    routes: async (api) => {
      await api.register(maintenanceRoutes, { maintenance });
    },
  };
}
