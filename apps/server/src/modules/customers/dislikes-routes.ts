import { idParam } from '@brigade/domain/schemas/common';
import { customerDislikes, suppressDislikeRequest } from '@brigade/domain/schemas/customer-dislikes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { CustomerDislikesService } from './dislikes-service.ts';

const tags = ['customers'];
// Customer service (SUPER) and the head chefs (SUPER_CHEF), who set the kitchen's suppressions (ADR 077).
const config = { access: level1Ap };

/** A customer's dislikes with their customer-wide suppression, and the suppression itself (spec §7). */
export const dislikeRoutes: FastifyPluginAsyncZod<{ dislikes: CustomerDislikesService }> = async (
  app,
  { dislikes },
) => {
  app.get(
    '/customers/:id/dislikes',
    {
      config,
      schema: {
        tags,
        summary: "The customer's dislikes, each with whether (by whom, since when) it is suppressed",
        params: idParam,
        response: { 200: customerDislikes, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => dislikes.list(sessionOf(request).user_id, request.params.id),
  );

  app.post(
    '/customers/:id/dislikes/suppress',
    {
      config,
      schema: {
        tags,
        summary:
          'Suppress one of the customer’s dislikes for every order and recipe (no more matches), or lift it with suppressed: false',
        params: idParam,
        body: suppressDislikeRequest,
        response: { 200: customerDislikes, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => dislikes.suppress(sessionOf(request).user_id, request.params.id, request.body),
  );
};
