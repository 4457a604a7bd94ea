import { idParam } from '@brigade/domain/schemas/common';
import {
  ANALYSIS_ID_VARIANT,
  publicAnalysisParams,
  publicAnalysisQuery,
} from '@brigade/domain/schemas/nutrition';
import { publicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import {
  recipeDetail,
  recipeExportQuery,
  recipeList,
  recipeListQuery,
} from '@brigade/domain/schemas/recipes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { RecipesService } from './service.ts';

const config = { access: level1Ap };
const tags = ['recipes'];

/**
 * Recipes (`/recipes`, drawer level 1: SUPER and SUPER_CHEF): the list, its export and one whole recipe; what
 * the editor writes is in editor-routes.ts.
 */
export const recipesRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (app, { recipes }) => {
  app.get(
    '/recipes',
    {
      config,
      schema: {
        tags,
        summary: 'List recipes; meal_types=lunch,dinner keeps recipes of any of them',
        querystring: recipeListQuery,
        response: { 200: recipeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => recipes.list(request.query),
  );

  app.get(
    '/recipes/export',
    {
      config,
      schema: {
        tags,
        summary: 'Download the recipe list (same filter and sort) as CSV or .xlsx',
        querystring: recipeExportQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await recipes.exportTable(request.query)),
  );

  app.get(
    '/recipes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One recipe with its layers, lines and derived allergens',
        params: idParam,
        response: { 200: recipeDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => recipes.get(request.params.id),
  );
};

/** The allergens beside the customer-facing analysis (no login): recipes/analysis/{id}-{variant}. */
export const publicAllergenRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (
  app,
  { recipes },
) => {
  app.get(
    '/public/recipes/analysis/:idVariant/allergens',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The dish's allergens for the customer-facing analysis page: EU-14 codes and names only; with " +
          "?date=YYYY-MM-DD, those of the dish as cooked that date (the day's swaps)",
        params: publicAnalysisParams,
        querystring: publicAnalysisQuery,
        response: { 200: publicRecipeAllergens, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [, id = ''] = ANALYSIS_ID_VARIANT.exec(request.params.idVariant) ?? [];
      return recipes.publicAllergens(Number(id), request.query.date);
    },
  );
};
