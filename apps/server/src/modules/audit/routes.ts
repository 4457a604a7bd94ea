import { auditList, auditListQuery } from '@brigade/domain/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { AuditService } from './service.ts';

/** Controls → Audit log (drawer level 0, SUPER only): the trail every module writes, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      config: { access: superAp },
      schema: {
        tags: ['system'],
        summary:
          'The audit log, newest first: who, when, what entity and key, the action and the change (filter user, entity, entity_id, from, to)',
        querystring: auditListQuery,
        response: { 200: auditList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => audit.page(request.query),
  );
};
