import { messages } from '@brigade/domain/messages/catalogue';
import {
  createDayTaskRequest,
  dateParam,
  dayNotesResponse,
  dayTask,
  putDayNotesRequest,
  updateDayTaskRequest,
} from '@brigade/domain/schemas/production';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { PlanningService } from './planning-service.ts';

const dateTaskParams = dateParam.extend({
  taskId: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(2_147_483_647, { error: messages.notFound }),
});

/**
 * A planning day (ADR 046): chefs (level 2) write its notes and tick its tasks; planners (level 1) also add
 * and delete tasks.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ planning: PlanningService }> = async (
  app,
  { planning },
) => {
  const tags = ['production'];
  const kitchen = { access: level2Ap };
  const planner = { access: level1Ap };
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

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
    async (request) => planning.putNotes(sessionOf(request).user_id, request.params.date, request.body),
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
        .send(await planning.createTask(sessionOf(request).user_id, request.params.date, request.body)),
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
      return planning.updateTask(actor, request.params.date, request.params.taskId, request.body);
    },
  );

  deleteRoute(app, {
    path: '/production/days/:date/tasks/:taskId',
    tags,
    config: planner,
    summary: 'Delete a task; ?version= is the version you read',
    params: dateTaskParams,
    moreErrors: [422],
    remove: (actorId, { date, taskId }, version) => planning.deleteTask(actorId, date, taskId, version),
  });
};
