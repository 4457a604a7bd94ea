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
import type { z } from 'zod';
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

/** PUT of an order's record on a date (version 0 creates; a stale version is 409 and changes nothing). */
function putOnDate<Body extends z.ZodType, Reply extends z.ZodType>(
  app: FastifyInstance,
  route: { path: string; summary: string; body: Body; reply: Reply },
  save: (actorId: number, orderId: number, date: string, body: z.output<Body>) => Promise<z.output<Reply>>,
) {
  // Plain Fastify types, as in lib/crud-routes.ts: the schemas still validate the request and serialise the reply.
  type Params = z.output<typeof orderDateParams>;
  app.put(
    route.path,
    {
      config,
      schema: {
        tags,
        summary: route.summary,
        params: orderDateParams,
        body: route.body,
        response: { 200: route.reply, ...writeErrors },
      },
    },
    async (request) => {
      const { id, date } = request.params as Params;
      return save(sessionOf(request).user_id, id, date, request.body as z.output<Body>);
    },
  );
}

/** Day overrides (skip or deliver a date, maybe with another programme) and meal overrides of an order. */
export const overrideRoutes: FastifyPluginAsyncZod<Options> = async (app, { overrides }) => {
  putOnDate(
    app,
    {
      path: '/orders/:id/day-overrides/:date',
      summary:
        'Skip (status 0) or deliver (1) the order on a date, optionally with another programme; version 0 creates',
      body: putDayOverrideRequest,
      reply: dayOverride,
    },
    overrides.putDayOverride,
  );

  deleteOnDate(
    app,
    '/orders/:id/day-overrides/:date',
    "Remove the day override (the day follows the order again); ?version= is the override's",
    overrides.deleteDayOverride,
  );

  putOnDate(
    app,
    {
      path: '/orders/:id/meal-overrides/:date',
      summary: 'Another programme or other discount meals for the order on a date; version 0 creates',
      body: putMealOverrideRequest,
      reply: mealOverride,
    },
    overrides.putMealOverride,
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
  putOnDate(
    app,
    {
      path: '/orders/:id/merges/:date',
      summary:
        'Merge the order on a date with other orders delivered that date to the same address or pick-up point',
      body: putMergeRequest,
      reply: orderMerge,
    },
    overrides.putMerge,
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

  putOnDate(
    app,
    {
      path: '/orders/:id/additional-bags/:date',
      summary:
        'The additional bags of the order on a date (bags_json: meal_type, qty, note); version 0 creates',
      body: putAdditionalBagRequest,
      reply: additionalBag,
    },
    overrides.putBag,
  );

  deleteOnDate(
    app,
    '/orders/:id/additional-bags/:date',
    "Remove the additional bags of a date; ?version= is the bag's",
    overrides.deleteBag,
  );
};
