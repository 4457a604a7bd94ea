import {
  dateParam,
  productionDayMatches,
  productionWeek,
  productionWeekQuery,
} from '@brigade/domain/schemas/production';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap, sessionOf } from '../../plugins/access.ts';
import type { ProductionService } from './service.ts';

/**
 * The kitchen's week (ADR 046): chefs (level 2) read it with its counts and each slot's allergen matches.
 * The day's notes and tasks, the slots' stages and the assignments are the sibling *-routes.ts files.
 */
export const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService }> = async (
  app,
  { production },
) => {
  const tags = ['production'];
  const kitchen = { access: level2Ap };

  app.get(
    '/production/weeks',
    {
      config: kitchen,
      schema: {
        tags,
        summary:
          "Recipes this Week: Monday–Friday of start_date's week (default: the default week) with counts",
        querystring: productionWeekQuery,
        response: { 200: productionWeek, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => production.week(request.query.start_date),
  );

  app.get(
    '/production/days/:date/matches',
    {
      config: kitchen,
      schema: {
        tags,
        summary:
          "Allergen and warning matches of each assigned slot, for the orders receiving the slot's meal",
        params: dateParam,
        response: { 200: productionDayMatches, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => production.dayMatches(sessionOf(request).user_id, request.params.date),
  );
};
