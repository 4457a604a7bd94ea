import { errorBody, idParam } from '@brigade/domain/schemas/common';
import {
  publicAnalysisParams,
  publicAnalysisQuery,
  publicRecipeAnalysis,
  recipeAnalysisResponse,
} from '@brigade/domain/schemas/nutrition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { NutritionService } from './service.ts';

const tags = ['nutrition'];

/** Recipe nutrition: the analysis for the recipe screen (level 1) and the customer-facing page (public). */
export const nutritionRoutes: FastifyPluginAsyncZod<{ nutrition: NutritionService }> = async (
  app,
  { nutrition },
) => {
  app.get(
    '/recipes/:id/analysis',
    {
      config: { access: level1Ap },
      schema: {
        tags,
        summary:
          "The recipe's nutrition per serving and per 100 g; stored again only when its inputs changed",
        params: idParam,
        response: {
          200: recipeAnalysisResponse,
          ...errorResponses(400, 401, 403, 404, 503),
          502: errorBody,
        },
      },
    },
    async (request) => nutrition.analysis(request.params.id),
  );

  app.get(
    '/public/recipes/analysis/:idVariant',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Customer-facing analysis of recipes/analysis/{id}-{variant} (e.g. 12-default): public data only; ' +
          "with ?date=YYYY-MM-DD, the dish as cooked that date (the day's swaps)",
        params: publicAnalysisParams,
        querystring: publicAnalysisQuery,
        response: { 200: publicRecipeAnalysis, ...errorResponses(400, 404, 503), 502: errorBody },
      },
    },
    async (request) => nutrition.publicAnalysis(request.params.idVariant, request.query.date),
  );
};
