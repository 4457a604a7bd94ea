import {
  allergenMatchRequest,
  allergenMatchResponse,
  allergenSuppression,
  allergenSuppressionList,
  allergenSuppressionListQuery,
  putAllergenSuppressionRequest,
} from '@brigade/domain/schemas/allergen-matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { AllergenMatchingService } from './service.ts';

/** Spec §4–5 allergen matching of a day's recipes against customers, and the kitchen's suppressions (level 1). */
export const allergenMatchingRoutes: FastifyPluginAsyncZod<{ matching: AllergenMatchingService }> = async (
  app,
  { matching },
) => {
  const tags = ['allergens'];
  const config = { access: level1Ap };

  app.post(
    '/recipes/allergen-matches',
    {
      config,
      schema: {
        tags,
        summary:
          "Which customers' allergens, warnings and dislikes match which ingredients of the recipes: the customers delivered on `date`, or those named",
        body: allergenMatchRequest,
        response: { 200: allergenMatchResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => matching.match(request.body),
  );

  app.get(
    '/allergen-suppressions',
    {
      config,
      schema: {
        tags,
        summary: 'The allergen and warning suppressions of a date',
        querystring: allergenSuppressionListQuery,
        response: { 200: allergenSuppressionList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => matching.listSuppressions(request.query.date),
  );

  app.put(
    '/allergen-suppressions',
    {
      config,
      schema: {
        tags,
        summary:
          'Suppress matching ingredients for a customer (and order) and recipe on a date; version 0 creates',
        body: putAllergenSuppressionRequest,
        response: { 200: allergenSuppression, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => matching.putSuppression(sessionOf(request).user_id, request.body),
  );
};
