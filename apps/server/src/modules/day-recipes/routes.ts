import {
  dayLineParams,
  dayOverridesQuery,
  dayOverridesResponse,
  dayRecipeLine,
  dayRecipeLinesResponse,
  dayRecipeParams,
  putDayLineDoneRequest,
  putDayLineIngredientRequest,
  putDayLineSpecRequest,
} from '@brigade/domain/schemas/day-recipes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { DayRecipesService } from './service.ts';

/**
 * A day's recipe lines (ADR 074): chefs (level 2) read them and tick them done or loaded; planners (level 1)
 * swap an ingredient or choose a supplier spec for that day only (ADR 046).
 */
export const dayRecipesRoutes: FastifyPluginAsyncZod<{ dayRecipes: DayRecipesService }> = async (
  app,
  { dayRecipes },
) => {
  const tags = ['production'];
  const lineUrl = '/production/days/:date/recipes/:recipe_id/lines/:uid';
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

  app.get(
    '/production/day-overrides',
    {
      config: { access: level2Ap },
      schema: {
        tags,
        summary: 'The recipe lines the dates changed: swaps, supplier specs and ticks',
        querystring: dayOverridesQuery,
        response: { 200: dayOverridesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => dayRecipes.overrides(request.query.dates),
  );

  app.get(
    '/production/days/:date/recipes/:recipe_id/lines',
    {
      config: { access: level2Ap },
      schema: {
        tags,
        summary: "A recipe's lines as cooked on the date, with the day's swaps, specs and ticks",
        params: dayRecipeParams,
        response: { 200: dayRecipeLinesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => dayRecipes.lines(request.params.date, request.params.recipe_id),
  );

  app.put(
    `${lineUrl}/ingredient`,
    {
      config: { access: level1Ap },
      schema: {
        tags,
        summary: "Swap a line's ingredient on that date only (null undoes the swap)",
        params: dayLineParams,
        body: putDayLineIngredientRequest,
        response: { 200: dayRecipeLine, ...writeErrors },
      },
    },
    async (request) => dayRecipes.setIngredient(sessionOf(request).user_id, request.params, request.body),
  );

  app.put(
    `${lineUrl}/supplier-spec`,
    {
      config: { access: level1Ap },
      schema: {
        tags,
        summary: 'Choose the supplier spec a line is bought from on that date',
        params: dayLineParams,
        body: putDayLineSpecRequest,
        response: { 200: dayRecipeLine, ...writeErrors },
      },
    },
    async (request) => dayRecipes.setSpec(sessionOf(request).user_id, request.params, request.body),
  );

  app.put(
    `${lineUrl}/done`,
    {
      config: { access: level2Ap },
      schema: {
        tags,
        summary: 'Tick a line done (cook) or loaded (loader), one update at a time per line',
        params: dayLineParams,
        body: putDayLineDoneRequest,
        response: { 200: dayRecipeLine, ...writeErrors },
      },
    },
    async (request) => dayRecipes.setDone(sessionOf(request).user_id, request.params, request.body),
  );
};
