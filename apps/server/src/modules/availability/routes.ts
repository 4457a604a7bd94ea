import {
  blockDatesRequest,
  blockDatesResponse,
  blockedDateList,
  blockedDateListQuery,
  unblockDatesQuery,
} from '@brigade/domain/schemas/availability';
import { exportFormatField } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { AvailabilityService } from './service.ts';

const bookingCache = ['UNAVAILABLE'] as const;

/** Controls → Availability (level-0 Administration): list, export, block and unblock dates. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (
  app,
  { availability },
) => {
  const tags = ['availability'];
  const path = '/availability/dates-blocked';

  app.get(
    path,
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List blocked dates; q searches the date text (2026-12), from keeps dates on or after it',
        querystring: blockedDateListQuery,
        response: { 200: blockedDateList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => availability.list(request.query),
  );

  app.get(
    `${path}/export`,
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Download the list (same filter and sort) as CSV or .xlsx',
        querystring: blockedDateListQuery.extend(exportFormatField),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await availability.exportTable(request.query)),
  );

  app.post(
    path,
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: "Block several dates at once ('Dates must be array'); dates already blocked are reported",
        body: blockDatesRequest,
        response: { 201: blockDatesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await availability.block(sessionOf(request).user_id, request.body.dates)),
  );

  app.delete(
    path,
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Unblock dates: ?dates=2026-12-24,2026-12-25 (or the parameter repeated)',
        querystring: unblockDatesQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await availability.unblock(sessionOf(request).user_id, request.query.dates);
      return reply.code(204).send(null);
    },
  );
};
