import { jobList, jobListQuery, jobParams, jobView } from '@brigade/domain/schemas/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { JobsService } from './service.ts';

/** The job queue in the developers' tools: SUPER only (a job's data names customers). */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      config: { access: superAp },
      schema: {
        tags: ['jobs'],
        summary: 'The newest 200 jobs (state=failed: the dead letters)',
        querystring: jobListQuery,
        response: { 200: jobList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ jobs: await jobs.list(request.query) }),
  );

  app.post(
    '/jobs/:name/:id/retry',
    {
      config: { access: superAp },
      schema: {
        tags: ['jobs'],
        summary: 'Put a failed job back in its queue',
        params: jobParams,
        response: { 200: jobView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobs.retry(sessionOf(request).user_id, request.params.name, request.params.id),
  );
};
