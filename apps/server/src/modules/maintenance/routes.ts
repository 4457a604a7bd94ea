import {
  maintenanceDryRun,
  maintenanceRunQueued,
  maintenanceScriptList,
  maintenanceScriptParams,
} from '@brigade/domain/schemas/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { MaintenanceService } from './service.ts';

const tags = ['maintenance'];
// The developers' tools: the scripts read and change customers' data (SUPER, as the customers and the jobs).
const config = { access: superAp };

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: MaintenanceService }> = async (
  app,
  { maintenance },
) => {
  app.get(
    '/maintenance/scripts',
    {
      config,
      schema: {
        tags,
        summary: 'The maintenance scripts, each with a one-line description',
        response: { 200: maintenanceScriptList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: maintenance.list() }),
  );

  app.post(
    '/maintenance/scripts/:name/dry-run',
    {
      config,
      schema: {
        tags,
        summary:
          'What a run of the script would change now (the total and the first 500 changes); changes nothing',
        params: maintenanceScriptParams,
        response: { 200: maintenanceDryRun, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => maintenance.dryRun(request.params.name),
  );

  app.post(
    '/maintenance/scripts/:name/run',
    {
      config,
      schema: {
        tags,
        summary: 'Run the script as the job maintenance.run (its result: { changed }); audited',
        params: maintenanceScriptParams,
        response: { 202: maintenanceRunQueued, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ job_id: await maintenance.run(sessionOf(request).user_id, request.params.name) }),
  );
};
