import {
  customerWeeksDoneQuery,
  customerWeeksDoneResponse,
  weeksWithOrdersQuery,
  weeksWithOrdersResponse,
} from '@brigade/domain/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { AnalyticsService } from './service.ts';

/** The figures of the analytics screens (drawer level 0). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  const tags = ['analytics'];

  app.get(
    '/analytics/customer-weeks-done',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary:
          'Per customer: weeks with a delivered day up to this week, orders, and days skipped (customer_ids=1,2,3)',
        querystring: customerWeeksDoneQuery,
        response: { 200: customerWeeksDoneResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => analytics.customerWeeksDone(request.query.customer_ids),
  );

  app.get(
    '/analytics/weeks-with-orders',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary:
          'Week ids (pids) with at least one order that is not cancelled, ascending; from/to: week id or date',
        querystring: weeksWithOrdersQuery,
        response: { 200: weeksWithOrdersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => analytics.weeksWithOrders(request.query),
  );
};
