import type { NewsletterService } from '../../integrations/newsletter/port.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { JobsService } from '../jobs/service.ts';
import { newsletterRoutes } from './routes.ts';
import { createNewsletterService, type NewsletterModuleService } from './service.ts';

/** The newsletter sign-up of chosen customers (ADR 059). */
export function createNewsletterModule(
  deps: CoreDeps & {
    queue: JobQueue;
    jobs: JobsService;
    newsletter: NewsletterService;
    integrations: IntegrationsService;
  },
): Module<{ newsletter: NewsletterModuleService }> {
  const newsletter = createNewsletterService(deps);
  return {
    services: { newsletter },
    routes: async (api) => {
      await api.register(newsletterRoutes, { newsletter });
    },
  };
}
