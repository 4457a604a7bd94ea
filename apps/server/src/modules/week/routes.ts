import {
  additionalBag,
  additionalBagList,
  customerOverview,
  dayOverride,
  deleteVersionQuery,
  mealOverride,
  mismatchConfirmation,
  mismatchConfirmationRequest,
  orderDateParams,
  orderIdParam,
  orderMerge,
  overviewOrder,
  overviewOrderParams,
  overviewParams,
  putAdditionalBagRequest,
  putDayOverrideRequest,
  putMealOverrideRequest,
  putMergeRequest,
  weekCustomersQuery,
  weekCustomersResponse,
} from '@brigade/domain/schemas/week';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { WeekService } from './service.ts';

/** Spec §2 The week, Customer overview, and an order's day/meal overrides, merges, bags and mismatch confirmations. */
export const weekRoutes: FastifyPluginAsyncZod<{ week: WeekService }> = async (app, { week }) => {
  const tags = ['week'];
  const access = { access: superAp };
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

  /** DELETE of an order's record on a date (?version= is the record's): 204, 409 stale, 404 gone. */
  const deleteOnDate = (
    path: string,
    summary: string,
    remove: (actorId: number, orderId: number, date: string, version: number) => Promise<void>,
  ) =>
    app.delete(
      path,
      {
        config: access,
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

  app.get(
    '/week/customers',
    {
      config: access,
      schema: {
        tags,
        summary:
          "The week's customer rows (Monday–Sunday slots, num_days, delivery, errors) and totals per day; any date opens its week, none the default week",
        querystring: weekCustomersQuery,
        response: { 200: weekCustomersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => week.weekCustomers(request.query.start_date),
  );

  app.get(
    '/customers/overview/default-week',
    {
      config: access,
      schema: {
        tags,
        summary: 'The default week (spec §9: Friday to Sunday roll to next week) as year and week',
        response: { 200: z.object({ week_id: z.string() }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ week_id: week.defaultWeekId() }),
  );

  app.get(
    '/customers/overview/:year/:week',
    {
      config: access,
      schema: {
        tags,
        summary: "Customer overview: the week's orders, each with its days, overrides, bags and merges",
        params: overviewParams,
        response: { 200: customerOverview, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => week.overview(request.params.year, request.params.week),
  );

  app.get(
    '/customers/overview/:year/:week/:orderId',
    {
      config: access,
      schema: {
        tags,
        summary: 'One order of the customer overview (404 when it does not deliver in that week)',
        params: overviewOrderParams,
        response: { 200: overviewOrder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => week.overviewOrder(request.params.year, request.params.week, request.params.orderId),
  );

  app.put(
    '/orders/:id/day-overrides/:date',
    {
      config: access,
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
      week.putDayOverride(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate(
    '/orders/:id/day-overrides/:date',
    "Remove the day override (the day follows the order again); ?version= is the override's",
    week.deleteDayOverride,
  );

  app.put(
    '/orders/:id/meal-overrides/:date',
    {
      config: access,
      schema: {
        tags,
        summary: 'Another programme or other discount meals for the order on a date; version 0 creates',
        params: orderDateParams,
        body: putMealOverrideRequest,
        response: { 200: mealOverride, ...writeErrors },
      },
    },
    async (request) =>
      week.putMealOverride(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate(
    '/orders/:id/meal-overrides/:date',
    "Remove the meal override; ?version= is the override's",
    week.deleteMealOverride,
  );

  app.put(
    '/orders/:id/merges/:date',
    {
      config: access,
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
      week.putMerge(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate('/orders/:id/merges/:date', "Remove the merge; ?version= is the merge's", week.deleteMerge);

  app.get(
    '/orders/:id/additional-bags',
    {
      config: access,
      schema: {
        tags,
        summary: "The order's additional bags, by date",
        params: orderIdParam,
        response: { 200: additionalBagList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => week.listBags(request.params.id),
  );

  app.put(
    '/orders/:id/additional-bags/:date',
    {
      config: access,
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
      week.putBag(sessionOf(request).user_id, request.params.id, request.params.date, request.body),
  );

  deleteOnDate(
    '/orders/:id/additional-bags/:date',
    "Remove the additional bags of a date; ?version= is the bag's",
    week.deleteBag,
  );

  app.post(
    '/orders/:id/delivery-mismatch-confirmations',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Confirm for a week that the order's delivery type may differ from its postcode zone's (idempotent)",
        params: orderIdParam,
        body: mismatchConfirmationRequest,
        response: { 200: mismatchConfirmation, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      week.setMismatchConfirmation(
        sessionOf(request).user_id,
        request.params.id,
        request.body.week_start,
        true,
      ),
  );

  app.delete(
    '/orders/:id/delivery-mismatch-confirmations',
    {
      config: access,
      schema: {
        tags,
        summary: 'Withdraw the confirmation of a week (?week_start=; idempotent)',
        params: orderIdParam,
        querystring: mismatchConfirmationRequest,
        response: { 200: mismatchConfirmation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      week.setMismatchConfirmation(
        sessionOf(request).user_id,
        request.params.id,
        request.query.week_start,
        false,
      ),
  );
};
