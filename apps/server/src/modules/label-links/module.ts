import type { Module } from '../../lib/module.ts';
import { publicLabelLinksRoutes } from './public-routes.ts';
import { labelLinksRoutes } from './routes.ts';
import { createLabelLinksService, type LabelLinksDeps, type LabelLinksService } from './service.ts';

/**
 * Label links (ADR 066): a password-protected page of a run's labels for a courier without an account. The run
 * and its published stops come from the dispatch module (its tracking service and its run check).
 */
export function createLabelLinksModule(deps: LabelLinksDeps): Module<{ labelLinks: LabelLinksService }> {
  const labelLinks = createLabelLinksService(deps);
  return {
    services: { labelLinks },
    routes: async (api) => {
      await api.register(labelLinksRoutes, { labelLinks });
      await api.register(publicLabelLinksRoutes, { labelLinks });
    },
  };
}
