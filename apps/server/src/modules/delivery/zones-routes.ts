import { idParam } from '@brigade/domain/schemas/common';
import {
  createPostcodeZoneRequest,
  postcodeZone,
  postcodeZoneList,
  postcodeZoneListQuery,
  setDefaultCourierRequest,
  updatePostcodeZoneRequest,
} from '@brigade/domain/schemas/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { ZonesService } from './zones-service.ts';

/** The booking funnel caches postcodes and zones: every successful write flushes them. */
export const postcodesCache = { access: superAp, bookingCache: ['POSTCODES_AND_ZONES'] } as const;

/** Delivery zones (`/delivery-zones`): postcode zones with price, delivery types and default courier, level 0. */
export const zonesRoutes: FastifyPluginAsyncZod<{ zones: ZonesService }> = async (app, { zones }) => {
  registerCrud(app, {
    path: '/postcode-zones',
    tag: 'delivery',
    noun: 'postcode zone',
    item: postcodeZone,
    list: postcodeZoneList,
    listQuery: postcodeZoneListQuery,
    create: createPostcodeZoneRequest,
    update: updatePostcodeZoneRequest,
    service: zones,
    writeConfig: postcodesCache,
  });

  app.put(
    '/postcode-zones/:id/default-courier',
    {
      config: postcodesCache,
      schema: {
        tags: ['delivery'],
        summary: "Set or clear a zone's default courier; send the zone's version",
        params: idParam,
        body: setDefaultCourierRequest,
        response: { 200: postcodeZone, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      zones.setDefaultCourier(
        sessionOf(request).user_id,
        request.params.id,
        request.body.default_courier_id,
        request.body.version,
      ),
  );
};
