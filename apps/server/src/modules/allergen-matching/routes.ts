import { allergenMatchRequest, allergenMatchResponse } from '@brigade/domain/schemas/allergen-matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { AllergenMatchingService } from './service.ts';

/** Allergen matching of a day's recipes against customers (level 1); the suppressions have routes of their own. */
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
};
