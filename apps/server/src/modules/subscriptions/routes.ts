import {
  contractParams,
  contractStatusRequest,
  subscriptionDetail,
  subscriptionList,
  subscriptionListQuery,
} from '@brigade/domain/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { SubscriptionsModuleService } from './service.ts';

const tags = ['subscriptions'];
// Contracts name customers and what they pay: SUPER, as the customers.
const config = { access: superAp };

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsModuleService;
}> = async (app, { subscriptions }) => {
  app.get(
    '/subscriptions',
    {
      config,
      schema: {
        tags,
        summary: "The subscription service's contracts (newest first), each with our customer",
        querystring: subscriptionListQuery,
        response: { 200: subscriptionList, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => subscriptions.list(request.query),
  );

  app.get(
    '/subscriptions/:contractId',
    {
      config,
      schema: {
        tags,
        summary: 'One contract with its lines, our customer and their orders',
        params: contractParams,
        response: { 200: subscriptionDetail, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => subscriptions.get(request.params.contractId),
  );

  app.put(
    '/subscriptions/:contractId/status',
    {
      config,
      schema: {
        tags,
        summary: 'Pause, resume or cancel a contract; the customer’s subscription orders follow',
        params: contractParams,
        body: contractStatusRequest,
        response: { 200: subscriptionDetail, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) =>
      subscriptions.setStatus(sessionOf(request).user_id, request.params.contractId, request.body.status),
  );
};
