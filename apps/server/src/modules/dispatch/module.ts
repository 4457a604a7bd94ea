import type { LogisticsEnv } from '@brigade/domain/logistics/payload-schemas';
import type { CourierService } from '../../integrations/courier/port.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { ConsignmentsService } from '../logistics/consignments-service.ts';
import type { MailService } from '../mail/service.ts';
import { driverRoutes } from './driver-routes.ts';
import { createPublishService } from './publish-service.ts';
import { dispatchRoutes } from './routes.ts';
import { createDispatchService, type DispatchService } from './service.ts';
import { createTrackingService, type PublishEvent, type TrackingService } from './tracking-service.ts';

/**
 * Dispatch (ADR 066): the dispatcher's board of a run (stop order, publish, statuses, export, e-mail cycle),
 * publishing through the courier port, and the drivers' app with its tracking.
 */
export function createDispatchModule(
  deps: CoreDeps & {
    consignments: ConsignmentsService;
    mail: MailService;
    queue: JobQueue;
    courier: CourierService;
    store: ObjectStore;
    publishEvent: PublishEvent;
    env: LogisticsEnv;
  },
): Module<{ dispatch: DispatchService; tracking: TrackingService }> {
  const dispatch = createDispatchService(deps);
  const publishing = createPublishService({ ...deps, view: dispatch.view });
  const tracking = createTrackingService(deps);
  return {
    services: { dispatch, tracking },
    routes: async (api) => {
      await api.register(dispatchRoutes, { dispatch, publishing });
      await api.register(driverRoutes, { tracking });
    },
  };
}
