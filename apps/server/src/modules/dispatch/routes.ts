import { exportFormatField } from '@brigade/domain/schemas/common';
import {
  emailCycleResponse,
  publishRunRequest,
  publishRunResponse,
  putStopOrderRequest,
  stopOrderResponse,
} from '@brigade/domain/schemas/dispatch';
import { consignmentsParams, consignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { builtExactlyTo } from '../../lib/response-serializer.ts';
import { dispatchers, sessionOf } from '../../plugins/access.ts';
import type { PublishService } from './publish-service.ts';
import type { DispatchService } from './service.ts';

const run = '/logistics/consignments/:team/:date/:identifier';

/**
 * The dispatcher's board (ADR 066): AP SUPER for every team, a Logistics SUPER for their own company's team
 * (another team answers 403).
 */
export const dispatchRoutes: FastifyPluginAsyncZod<{
  dispatch: DispatchService;
  publishing: PublishService;
}> = async (app, { dispatch, publishing }) => {
  const tags = ['dispatch'];
  const config = { access: dispatchers };

  app.get(
    run,
    {
      config,
      schema: {
        tags,
        summary:
          "A team's consignments of a date and day period (AM-0, PM-0) in stop order, every team's unplaced orders, the totals per zone and courier and the run's publish state and statuses",
        description:
          'Planned at each read from the bags of the date (ADR 065), in the saved stop order (ADR 066).',
        params: consignmentsParams,
        // A whole day's run is megabytes: sent as built in production, checked in tests (ADR 072).
        response: { 200: builtExactlyTo(consignmentsResponse), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => dispatch.view(sessionOf(request), request.params),
  );

  app.put(
    `${run}/stop-order`,
    {
      config,
      schema: {
        tags,
        summary: "Keep the run's stop order: every planned consignment code once, with the version read",
        params: consignmentsParams,
        body: putStopOrderRequest,
        response: { 200: stopOrderResponse, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request) => dispatch.saveStopOrder(sessionOf(request), request.params, request.body),
  );

  app.post(
    `${run}/publish`,
    {
      config,
      schema: {
        tags,
        summary: 'Publish the run (by injection, or with tracking) as a job; progress over SSE',
        params: consignmentsParams,
        body: publishRunRequest,
        response: { 202: publishRunResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return publishing.publish(sessionOf(request), request.params, request.body);
    },
  );

  app.get(
    `${run}/export`,
    {
      config,
      schema: {
        tags,
        summary: "The run's stops in order as CSV or .xlsx",
        params: consignmentsParams,
        querystring: z.object(exportFormatField),
        response: errorResponses(400, 401, 403, 422),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await dispatch.exportTable(sessionOf(request), request.params)),
  );

  app.post(
    '/logistics/email-cycle/:date',
    {
      config,
      schema: {
        tags,
        summary:
          'Force the e-mail cycle of a date: every customer with a published consignment gets the delivery notice',
        params: z.object({ date: z.string().max(32) }),
        response: { 200: emailCycleResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => dispatch.emailCycle(sessionOf(request), request.params.date),
  );
};
