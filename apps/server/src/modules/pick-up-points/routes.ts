import { exportFormatField, idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createPickUpPointRequest,
  pickUpPoint,
  pickUpPointList,
  pickUpPointListQuery,
  updatePickUpPointRequest,
} from '@brigade/domain/schemas/pick-up-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { PickUpPointsService } from './service.ts';

const bookingCache = ['PICK_UP_POINTS'] as const;

/** Controls → Pick up points (drawer level 0; spec §7 pick_up_points list/get/create/update/delete). */
export const pickUpPointsRoutes: FastifyPluginAsyncZod<{ pickUpPoints: PickUpPointsService }> = async (
  app,
  { pickUpPoints },
) => {
  const tags = ['pick-up-points'];

  app.get(
    '/pick-up-points',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List pick-up points; q searches names, company, street, postcode and city',
        querystring: pickUpPointListQuery,
        response: { 200: pickUpPointList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pickUpPoints.list(request.query),
  );

  app.get(
    '/pick-up-points/export',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Download the list (same filter and sort) as CSV or .xlsx',
        querystring: pickUpPointListQuery.extend(exportFormatField),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await pickUpPoints.exportTable(request.query)),
  );

  app.get(
    '/pick-up-points/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'One pick-up point',
        params: idParam,
        response: { 200: pickUpPoint, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => pickUpPoints.get(request.params.id),
  );

  app.post(
    '/pick-up-points',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Add a pick-up point',
        body: createPickUpPointRequest,
        response: { 201: pickUpPoint, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pickUpPoints.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    '/pick-up-points/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Edit a pick-up point; send the version you read (409 when someone changed it since)',
        params: idParam,
        body: updatePickUpPointRequest,
        response: { 200: pickUpPoint, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => pickUpPoints.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/pick-up-points/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Delete a pick-up point; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await pickUpPoints.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
