import { dayCustomersQuery, dayCustomersResponse } from '@brigade/domain/schemas/week-day-customers';
import {
  customerOverview,
  mismatchConfirmation,
  mismatchConfirmationRequest,
  orderIdParam,
  overviewOrder,
  overviewOrderParams,
  overviewParams,
  weekCustomersQuery,
  weekCustomersResponse,
} from '@brigade/domain/schemas/week';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap, sessionOf, superAp } from '../../plugins/access.ts';
import type { WeekService } from './service.ts';

const tags = ['week'];
const config = { access: superAp };

/** The week (a row per order) and the customer overview of a week. */
export const weekRoutes: FastifyPluginAsyncZod<{ week: WeekService }> = async (app, { week }) => {
  app.get(
    '/week/customers',
    {
      config,
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
    '/week/day-customers',
    {
      // Recipes this Week (level 2) opens it too: the kitchen sees who gets a meal and their allergies.
      config: { access: level2Ap },
      schema: {
        tags,
        summary:
          'View week customers: the customers who get a meal on a date, with programme, bags and allergies',
        querystring: dayCustomersQuery,
        response: { 200: dayCustomersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => week.dayCustomers(sessionOf(request).user_id, request.query.date, request.query.meal),
  );

  app.get(
    '/customers/overview/default-week',
    {
      config,
      schema: {
        tags,
        summary: 'The default week (from Friday to Sunday, next week) as year and week',
        response: { 200: z.object({ week_id: z.string() }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ week_id: week.defaultWeekId() }),
  );

  app.get(
    '/customers/overview/:year/:week',
    {
      config,
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
      config,
      schema: {
        tags,
        summary: 'One order of the customer overview (404 when it does not deliver in that week)',
        params: overviewOrderParams,
        response: { 200: overviewOrder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => week.overviewOrder(request.params.year, request.params.week, request.params.orderId),
  );
};

/** An order's delivery-mismatch confirmation of a week: set and withdrawn, both idempotent. */
export const mismatchRoutes: FastifyPluginAsyncZod<{ week: WeekService }> = async (app, { week }) => {
  app.post(
    '/orders/:id/delivery-mismatch-confirmations',
    {
      config,
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
      config,
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
