import { versionQuery } from '@brigade/domain/schemas/common';
import {
  assignDay,
  assignWeek,
  copyPreviousWeekParams,
  createDayTaskRequest,
  dateParam,
  dateSlotParams,
  dayNotesResponse,
  dayTask,
  productionDayMatches,
  productionSlot,
  productionStageResponse,
  productionWeek,
  productionWeekQuery,
  putDayNotesRequest,
  putDayRecipesRequest,
  putProductionStageRequest,
  putQtyAdjustRequest,
  updateDayTaskRequest,
} from '@brigade/domain/schemas/production';
import { messages } from '@brigade/domain/messages/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { ProductionService } from './service.ts';

const dateTaskParams = dateParam.extend({
  taskId: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(2_147_483_647, { error: messages.notFound }),
});

/**
 * The kitchen's week (issue 7): chefs (level 2) read it, set production stages, write notes and tick tasks;
 * planners (level 1) also assign recipes, adjust quantities and add or delete tasks.
 */
export const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService }> = async (
  app,
  { production },
) => {
  const tags = ['production'];
  const kitchen = { access: level2Ap };
  const planner = { access: level1Ap };
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

  app.get(
    '/production/weeks',
    {
      config: kitchen,
      schema: {
        tags,
        summary: "Recipes this Week: Monday–Friday of start_date's week (default week, spec §9) with counts",
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

  app.put(
    '/production/days/:date/notes',
    {
      config: kitchen,
      schema: {
        tags,
        summary:
          "The day's notes and chef notes (≤ 5000 characters each); version 0 creates the planning day",
        params: dateParam,
        body: putDayNotesRequest,
        response: { 200: dayNotesResponse, ...writeErrors },
      },
    },
    async (request) => production.putNotes(sessionOf(request).user_id, request.params.date, request.body),
  );

  app.post(
    '/production/days/:date/tasks',
    {
      config: planner,
      schema: {
        tags,
        summary: 'Add a task to the day',
        params: dateParam,
        body: createDayTaskRequest,
        response: { 201: dayTask, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await production.createTask(sessionOf(request).user_id, request.params.date, request.body)),
  );

  app.put(
    '/production/days/:date/tasks/:taskId',
    {
      config: kitchen,
      schema: {
        tags,
        summary: 'Tick a task done or not (chefs); planners may also change its name and text',
        params: dateTaskParams,
        body: updateDayTaskRequest,
        response: { 200: dayTask, ...writeErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const actor = { userId: session.user_id, level: session.level };
      return production.updateTask(actor, request.params.date, request.params.taskId, request.body);
    },
  );

  app.delete(
    '/production/days/:date/tasks/:taskId',
    {
      config: planner,
      schema: {
        tags,
        summary: 'Delete a task; ?version= is the version you read',
        params: dateTaskParams,
        querystring: versionQuery,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { date, taskId } = request.params;
      await production.deleteTask(sessionOf(request).user_id, date, taskId, request.query.version);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/production/days/:date/slots/:slot/stage',
    {
      config: kitchen,
      schema: {
        tags,
        summary: "Set a meal's production stage (spec §4: one update at a time per meal); is_done packs it",
        params: dateSlotParams,
        body: putProductionStageRequest,
        response: { 200: productionStageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { date, slot } = request.params;
      return production.setStage(sessionOf(request).user_id, date, slot, request.body);
    },
  );

  app.put(
    '/production/days/:date/slots/:slot/qty-adjust',
    {
      config: planner,
      schema: {
        tags,
        summary: 'Adjust the quantity to produce of a slot (a whole number, may be negative)',
        params: dateSlotParams,
        body: putQtyAdjustRequest,
        response: { 200: productionSlot, ...writeErrors },
      },
    },
    async (request) => {
      const { date, slot } = request.params;
      return production.setQtyAdjust(sessionOf(request).user_id, date, slot, request.body);
    },
  );

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
    async (request) => production.assignments(request.query.start_date),
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
        response: { 200: assignDay, ...writeErrors },
      },
    },
    async (request) =>
      production.putDayRecipes(sessionOf(request).user_id, request.params.date, request.body),
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
    async (request) => production.copyPrevious(sessionOf(request).user_id, request.params.start_date),
  );
};
