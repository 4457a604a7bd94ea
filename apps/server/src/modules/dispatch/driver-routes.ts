import {
  checkInRequest,
  deliverRequest,
  driverRun,
  driverStop,
  stopParams,
} from '@brigade/domain/schemas/dispatch';
import { consignmentsParams } from '@brigade/domain/schemas/logistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { drivers, sessionOf } from '../../plugins/access.ts';
import type { TrackingService } from './tracking-service.ts';

const run = '/logistics/consignments/:team/:date/:identifier';

/**
 * The drivers' app (ADR 066): every Logistics user of the run's company (another company answers 403) and
 * AP SUPER.
 */
export const driverRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  const tags = ['dispatch'];
  const config = { access: drivers };
  const actionErrors = errorResponses(400, 401, 403, 404, 409, 422);

  app.get(
    `${run}/app`,
    {
      config,
      schema: {
        tags,
        summary: "The run's published stops in stop order, each with its status (no health data)",
        params: consignmentsParams,
        response: { 200: driverRun, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => tracking.run(sessionOf(request), request.params),
  );

  app.post(
    `${run}/stops/:code/check-in`,
    {
      config,
      schema: {
        tags,
        summary: 'Check in at a stop (en route); the same action_id again changes nothing',
        params: stopParams,
        body: checkInRequest,
        response: { 200: driverStop, ...actionErrors },
      },
    },
    async (request) => tracking.checkIn(sessionOf(request), request.params, request.body),
  );

  app.post(
    `${run}/stops/:code/deliver`,
    {
      config,
      schema: {
        tags,
        summary:
          'Delivered (to the recipient, a neighbour or the mailbox) or not delivered with a reason; the same action_id again changes nothing',
        params: stopParams,
        body: deliverRequest,
        response: { 200: driverStop, ...actionErrors },
      },
    },
    async (request) => tracking.deliver(sessionOf(request), request.params, request.body),
  );
};
