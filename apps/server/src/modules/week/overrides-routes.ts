import {
  additionalBag,
  additionalBagList,
  dayOverride,
  deleteVersionQuery,
  mealOverride,
  orderDateParams,
  orderIdParam,
  orderMerge,
  putAdditionalBagRequest,
  putDayOverrideRequest,
  putMealOverrideRequest,
  putMergeRequest,
} from '@brigade/domain/schemas/week';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { WeekOverridesService } from './overrides-service.ts';

const tags = ['week'];
const config = { access: superAp };
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

type Options = { overrides: WeekOverridesService };

/** DELETE of an order's record on a date (?version= is the record's): 204, 409 stale, 404 gone. */
function deleteOnDate(
  app: FastifyInstance,
  path: string,
  summary: string,
  remove: (actorId: number, orderId: number, date: string, version: number) => Promise<void>,
) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    path,
    {
      config,
      schema: {
        tags,
        summary,
        params: orderDateParams,
        querystring: deleteVersionQuery,
        response: { 204: noContent, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, date } = request.params;
      await remove(sessionOf(request).user_id, id, date, request.query.version);
      return reply.code(204).send(null);
    },
  );
}

/** Day overrides (skip or deliver a date, maybe with another programme) and meal overrides of an order. */
export const overrideRoutes: FastifyPluginAsyncZod<Options> = async (app, { overrides }) => {
  app.put(
    '/orders/:id/day-overrides/:date',
    {
      config,
      schema: {
        tags,
        summary:
          'Skip (status 0) or deliver (1) the order on a date, optionally with another programme; version 0 creates',
        params: orderDateParams,
        body: putDayOverrideRequest,
        response: { 200: dayOverride, ...writeErrors },
      },
    },
    async (request) =>
      overrides.putDayOverride(
        sessionOf(request).user_id,
        request.params.id,
        request.params.date,
        request.body,
      ),
  );

  deleteOnDate(
    app,
    '/orders/:id/day-overrides/:date',
    "Remove the day override (the day follows the order again); ?version= is the override's",
    overrides.deleteDayOverride,
  );

  app.put(
    '/orders/:id/meal-overrides/:date',
    {
      config,
      schema: {
        tags,
        summary: 'Another programme or other discount meals for the order on a date; version 0 creates',
        params: orderDateParams,
        body: putMealOverrideRequest,
        response: { 200: mealOverride, ...writeErrors },
      },
    },
    async (request) =>
      overrides.putMealOverride(
        sessionOf(request).user_id,
        request.params.id,
        request.params.date,
        request.body,
      ),
  );

  deleteOnDate(
    app,
    '/orders/:id/meal-overrides/:date',
    "Remove the meal override; ?version= is the override's",
    overrides.deleteMealOverride,
  );
};

/** Merges: an order delivered on a date together with other orders going to the same place. */
export const mergeRoutes: FastifyPluginAsyncZod<Options> = async (app, { overrides }) => {
  app.put(
    '/orders/:id/merges/:date',
    {
      config,
      schema: {
        tags,
        summary:
          'Merge the order on a date with other orders delivered that date to the same address or pick-up point',
        params: orderDateParams,
        body: putMergeRequest,
        response: { 200: orderMerge, ...writeErrors },
      },
    },
    async (request) =>
      overrides.putMerge(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate(
    app,
    '/orders/:id/merges/:date',
    "Remove the merge; ?version= is the merge's",
    overrides.deleteMerge,
  );
};

/** Additional bags: extra meals packed with an order on a date. */
export const bagRoutes: FastifyPluginAsyncZod<Options> = async (app, { overrides }) => {
  app.get(
    '/orders/:id/additional-bags',
    {
      config,
      schema: {
        tags,
        summary: "The order's additional bags, by date",
        params: orderIdParam,
        response: { 200: additionalBagList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => overrides.listBags(request.params.id),
  );

  app.put(
    '/orders/:id/additional-bags/:date',
    {
      config,
      schema: {
        tags,
        summary:
          'The additional bags of the order on a date (bags_json: meal_type, qty, note); version 0 creates',
        params: orderDateParams,
        body: putAdditionalBagRequest,
        response: { 200: additionalBag, ...writeErrors },
      },
    },
    async (request) =>
      overrides.putBag(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate(
    app,
    '/orders/:id/additional-bags/:date',
    "Remove the additional bags of a date; ?version= is the bag's",
    overrides.deleteBag,
  );
};
