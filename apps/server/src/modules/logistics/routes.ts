import {
  bagRecipeParams,
  bagRecipeStatusResponse,
  logisticsBagsQuery,
  logisticsBagsWeek,
  putBagRecipeStatusRequest,
} from '@brigade/domain/schemas/logistics';
import { ADDITIONAL_BAG, OWN_BAG } from '@brigade/domain/logistics/delivery-bags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { packers, sessionOf } from '../../plugins/access.ts';
import type { LogisticsService } from './service.ts';

/**
 * The bags of a week and the packers' marks on their recipe lines (ADR 064): planners (AP level 1) and the
 * logistics dispatchers (Logistics level 1) read and mark them.
 */
export const logisticsRoutes: FastifyPluginAsyncZod<{ logistics: LogisticsService }> = async (
  app,
  { logistics },
) => {
  const tags = ['logistics'];
  const config = { access: packers };
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/logistics/bags',
    {
      config,
      schema: {
        tags,
        summary: 'The delivery bags of the week starting start_date (a Monday), per delivery date',
        querystring: logisticsBagsQuery,
        response: { 200: logisticsBagsWeek, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => logistics.week(sessionOf(request).user_id, request.query.start_date),
  );

  for (const [path, bagIndex, what] of [
    ['recipes', OWN_BAG, "a recipe line of the order's own bag"],
    ['additional-bag/recipes', ADDITIONAL_BAG, "a recipe line of the order's additional bag"],
  ] as const) {
    app.put(
      `/logistics/bags/:orderId/:date/${path}/:recipeId/status`,
      {
        config,
        schema: {
          tags,
          summary: `Mark ${what} OPEN or PACKED (version 0 for its first mark)`,
          params: bagRecipeParams,
          body: putBagRecipeStatusRequest,
          response: { 200: bagRecipeStatusResponse, ...writeErrors },
        },
      },
      async (request) =>
        logistics.setStatus(sessionOf(request).user_id, { ...request.params, bagIndex }, request.body),
    );
  }
};
