import {
  assignDay,
  assignWeek,
  copyPreviousWeekParams,
  dateParam,
  productionWeekQuery,
  putDayRecipesRequest,
} from '@brigade/domain/schemas/production';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { AssignmentsService } from './assignments-service.ts';

/** Assign recipes (ADR 044): planners (level 1) fill each day's slots. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{ assignments: AssignmentsService }> = async (
  app,
  { assignments },
) => {
  const tags = ['production'];
  const planner = { access: level1Ap };

  app.get(
    '/production/assignments',
    {
      config: planner,
      schema: {
        tags,
        summary: "Assign recipes: Monday–Sunday of start_date's week with each day's slots",
        querystring: productionWeekQuery,
        response: { 200: assignWeek, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => assignments.assignments(request.query.start_date),
  );

  app.put(
    '/production/days/:date/recipes',
    {
      config: planner,
      schema: {
        tags,
        summary: "A day's upload (push_day_recipes): the listed slots, all or nothing; null clears a slot",
        params: dateParam,
        body: putDayRecipesRequest,
        response: { 200: assignDay, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      assignments.putDayRecipes(sessionOf(request).user_id, request.params.date, request.body),
  );

  app.post(
    '/production/assignments/:start_date/copy-previous',
    {
      config: planner,
      schema: {
        tags,
        summary: "Override from previous week: the previous week's slots replace this week's seven days",
        params: copyPreviousWeekParams,
        response: { 200: assignWeek, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request) => assignments.copyPrevious(sessionOf(request).user_id, request.params.start_date),
  );
};
