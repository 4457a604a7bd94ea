import {
  bulkCalculateRequest,
  bulkRecipeOptions,
  bulkRecipeSearchQuery,
  shoppingContent,
} from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { anySession } from '../../plugins/access.ts';
import type { BulkCalculationsService } from './service.ts';

/**
 * The Pop-Up Shop bulk calculator (ADR 051): visible to everyone, so every session, chefs and logistics users
 * included, may calculate.
 */
export const calculatorRoutes: FastifyPluginAsyncZod<{ bulk: BulkCalculationsService }> = async (
  app,
  { bulk },
) => {
  const tags = ['bulk-calculations'];
  const config = { access: anySession };

  app.post(
    '/bulk-calculations/calculate',
    {
      config,
      schema: {
        tags,
        summary: 'Recipes × portions → ingredient totals by supplier with packs and cost (nothing is saved)',
        body: bulkCalculateRequest,
        response: { 200: shoppingContent, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => bulk.calculate(request.body.items),
  );

  app.get(
    '/bulk-calculations/recipes',
    {
      config,
      schema: {
        tags,
        summary: 'Recipes whose name contains q (20 at most), for the calculator',
        querystring: bulkRecipeSearchQuery,
        response: { 200: bulkRecipeOptions, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => bulk.recipes(request.query.q),
  );
};
