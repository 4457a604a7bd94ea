import type { Database } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { Readiness } from '../../ops/readiness.ts';
import type { EventHub } from '../../plugins/events.ts';
import { systemRoutes } from './routes.ts';
import { createSystemService, type SystemService } from './service.ts';

/** Health and readiness, the app version and its broadcast to open browsers. */
export function createSystemModule(
  deps: CoreDeps & {
    events: EventHub;
    ownVersion: string;
    databaseKind: Database['kind'];
    store: ObjectStore;
    readiness: () => Promise<Readiness>;
  },
): Module<{ system: SystemService }> {
  const system = createSystemService(deps);
  return {
    services: { system },
    routes: async (api) => {
      await api.register(systemRoutes, {
        system,
        databaseKind: deps.databaseKind,
        readiness: deps.readiness,
      });
    },
  };
}
