import {
  recipeDataIdParam,
  recipeDataNutrients,
  recipeDataSearchQuery,
  recipeDataSearchResponse,
  recipeDataStatus,
} from '@brigade/domain/schemas/recipe-data';
import { errorBody } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { RecipeDataLookup } from './service.ts';

const config = { access: level1Ap };
const tags = ['ingredients'];

/** Recipes → Ingredients (level 1): looking nutrients up in the recipe-data service, when one is configured. */
export const recipeDataRoutes: FastifyPluginAsyncZod<{ lookup: RecipeDataLookup }> = async (
  app,
  { lookup },
) => {
  app.get(
    '/recipe-data/status',
    {
      config,
      schema: {
        tags,
        summary:
          'Whether a recipe-data service is configured (RECIPE_DATA_URL); the lookup is hidden otherwise',
        response: { 200: recipeDataStatus, ...errorResponses(401, 403) },
      },
    },
    async () => lookup.status(),
  );

  app.get(
    '/recipe-data/ingredients',
    {
      config,
      schema: {
        tags,
        summary:
          'Search the recipe-data service’s ingredients by name (422 when none is configured or its quota is used up)',
        querystring: recipeDataSearchQuery,
        response: { 200: recipeDataSearchResponse, ...errorResponses(400, 401, 403, 422), 502: errorBody },
      },
    },
    async (request) => lookup.search(request.query.q),
  );

  app.get(
    '/recipe-data/ingredients/:externalId/nutrients',
    {
      config,
      schema: {
        tags,
        summary: 'One of its ingredients’ nutrients per 100 g in Brigade’s fields (null where it has none)',
        params: recipeDataIdParam,
        response: { 200: recipeDataNutrients, ...errorResponses(400, 401, 403, 404, 422), 502: errorBody },
      },
    },
    async (request) => lookup.nutrients(request.params.externalId),
  );
};
