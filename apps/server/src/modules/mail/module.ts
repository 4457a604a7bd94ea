import type { MailTransport } from '../../integrations/mail/port.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { mailRoutes } from './routes.ts';
import { createMailService, type MailService } from './service.ts';

/** The e-mail port: the outbox, the send job and the kitchen e-mail. */
export function createMailModule(
  deps: CoreDeps & {
    queue: JobQueue;
    transport: MailTransport;
    from: string;
    integrations: IntegrationsService;
  },
): Module<{ mail: MailService }> {
  const mail = createMailService(deps);
  return {
    services: { mail },
    routes: async (api) => {
      await api.register(mailRoutes, { mail });
    },
  };
}
