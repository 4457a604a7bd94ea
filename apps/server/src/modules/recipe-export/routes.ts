import { recipeCards, recipeIdsQuery } from '@brigade/domain/schemas/recipe-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { RecipeExportService } from './service.ts';

/** Recipes → export (level 1): printable cards of chosen recipes and their .xlsx workbook. */
export const recipeExportRoutes: FastifyPluginAsyncZod<{ recipeExport: RecipeExportService }> = async (
  app,
  { recipeExport },
) => {
  const tags = ['recipe-export'];
  const config = { access: level1Ap };
  app.get(
    '/recipes/cards',
    {
      config,
      schema: {
        tags,
        summary: 'Printable recipe cards of ?ids=1,2,3: lines, layers, ingredient names (EN/DE), allergens',
        querystring: recipeIdsQuery,
        response: { 200: recipeCards, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => recipeExport.cards(request.query.ids),
  );

  app.get(
    '/recipes/export/xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'The recipes of ?ids=1,2,3 with their ingredient lines as an .xlsx workbook',
        querystring: recipeIdsQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => sendExport(reply, 'xlsx', await recipeExport.exportTable(request.query.ids)),
  );
};
