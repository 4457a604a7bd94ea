import {
  courierOrder,
  courierOrderParams,
  courierOrdersQuery,
  courierOrdersResponse,
  courierStatusRequest,
} from '@brigade/domain/schemas/dispatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { dispatchers, sessionOf } from '../../plugins/access.ts';
import type { CourierOrdersService } from './service.ts';

const tags = ['courier-orders'];
// The dispatchers: AP and Logistics SUPER users.
const config = { access: dispatchers };

export const courierOrderRoutes: FastifyPluginAsyncZod<{ courierOrders: CourierOrdersService }> = async (
  app,
  { courierOrders },
) => {
  app.get(
    '/courier-orders',
    {
      config,
      schema: {
        tags,
        summary: "The external logistics service's orders of a date (every page); none in local mode",
        querystring: courierOrdersQuery,
        response: { 200: courierOrdersResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => courierOrders.list(request.query.date),
  );

  app.get(
    '/courier-orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One order at the external logistics service',
        params: courierOrderParams,
        response: { 200: courierOrder, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => courierOrders.get(request.params.id),
  );

  app.patch(
    '/courier-orders/:id/status',
    {
      config,
      schema: {
        tags,
        summary:
          "Change an order's status at the service (accepted → published → picked → delivered, or cancelled)",
        params: courierOrderParams,
        body: courierStatusRequest,
        response: { 200: courierOrder, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) =>
      courierOrders.setStatus(sessionOf(request).user_id, request.params.id, request.body.status),
  );
};
