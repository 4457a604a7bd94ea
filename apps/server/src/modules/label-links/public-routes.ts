import { labelLinkParams, openLabelLinkRequest, publicLabels } from '@brigade/domain/schemas/dispatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import type { LabelLinksService } from './service.ts';

/**
 * The courier's label page (ADR 066): no login, the link's password instead. A wrong password or an unknown
 * link answers 401; five wrong passwords in a row lock the link for 15 minutes (429).
 */
export const publicLabelLinksRoutes: FastifyPluginAsyncZod<{ labelLinks: LabelLinksService }> = async (
  app,
  { labelLinks },
) => {
  app.post(
    '/public/label-links/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['label-links'],
        summary: "A run's labels (its published stops, no health data) for the link's password",
        params: labelLinkParams,
        body: openLabelLinkRequest,
        response: { 200: publicLabels, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => labelLinks.open(request.params.id, request.body.password),
  );
};
