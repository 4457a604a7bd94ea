import { integrationList } from '@brigade/domain/schemas/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { IntegrationsService } from './service.ts';

export const integrationsRoutes: FastifyPluginAsyncZod<{ integrations: IntegrationsService }> = async (
  app,
  { integrations },
) => {
  app.get(
    '/integrations',
    {
      config: { access: superAp },
      schema: {
        tags: ['integrations'],
        summary: "Each outside service's mode (local or live), last success and last failure",
        response: { 200: integrationList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ integrations: await integrations.list() }),
  );
};
