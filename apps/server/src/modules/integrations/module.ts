import type { CoreDeps, Module } from '../../lib/module.ts';
import { integrationsRoutes } from './routes.ts';
import { createIntegrationsService, type IntegrationModes, type IntegrationsService } from './service.ts';

/** The outside services' state for the developers' tools; adapters report each call's outcome here. */
export function createIntegrationsModule(
  deps: CoreDeps & { modes: IntegrationModes },
): Module<{ integrations: IntegrationsService }> {
  const integrations = createIntegrationsService(deps);
  return {
    services: { integrations },
    routes: async (api) => {
      await api.register(integrationsRoutes, { integrations });
    },
  };
}
