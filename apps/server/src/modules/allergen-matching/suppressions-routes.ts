import {
  allergenSuppression,
  allergenSuppressionList,
  allergenSuppressionListQuery,
  putAllergenSuppressionRequest,
} from '@brigade/domain/schemas/allergen-matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { AllergenSuppressionsService } from './suppressions-service.ts';

/** The kitchen's allergen suppressions of a date (level 1): list them, set one. */
export const allergenSuppressionsRoutes: FastifyPluginAsyncZod<{
  suppressions: AllergenSuppressionsService;
}> = async (app, { suppressions }) => {
  const tags = ['allergens'];
  const config = { access: level1Ap };

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
    async (request) => suppressions.list(request.query.date),
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
    async (request) => suppressions.put(sessionOf(request).user_id, request.body),
  );
};
