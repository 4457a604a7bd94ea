import {
  createLabelLinkRequest,
  labelLink,
  labelLinkParams,
  labelLinkSecret,
  labelLinksQuery,
} from '@brigade/domain/schemas/dispatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { dispatchers, sessionOf } from '../../plugins/access.ts';
import type { LabelLinksService } from './service.ts';

/**
 * The dispatcher's label links (ADR 066): AP SUPER for every team, a Logistics SUPER for their own company's
 * team (another team's run or link answers 403). The password is answered once, when made.
 */
export const labelLinksRoutes: FastifyPluginAsyncZod<{ labelLinks: LabelLinksService }> = async (
  app,
  { labelLinks },
) => {
  const tags = ['label-links'];
  const config = { access: dispatchers };

  app.post(
    '/label-links',
    {
      config,
      schema: {
        tags,
        summary: "A new password-protected link to a run's labels; the password is shown this once",
        body: createLabelLinkRequest,
        response: { 201: labelLinkSecret, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return labelLinks.create(sessionOf(request), request.body);
    },
  );

  app.get(
    '/label-links',
    {
      config,
      schema: {
        tags,
        summary: 'The label links (of a date), newest first',
        querystring: labelLinksQuery,
        response: { 200: z.object({ items: z.array(labelLink) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => labelLinks.list(sessionOf(request), request.query.date),
  );

  app.post(
    '/label-links/:id/new-password',
    {
      config,
      schema: {
        tags,
        summary: 'A fresh password for the link (the old one stops working); shown this once',
        params: labelLinkParams,
        response: { 200: labelLinkSecret, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => labelLinks.newPassword(sessionOf(request), request.params.id),
  );

  app.delete(
    '/label-links/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the link: its page opens no more',
        params: labelLinkParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await labelLinks.remove(sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
