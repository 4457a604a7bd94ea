import {
  createPostcodeZoneRequest,
  postcodeZone,
  postcodeZoneList,
  postcodeZoneListQuery,
  setDefaultCourierRequest,
  updatePostcodeZoneRequest,
} from '@brigade/domain/schemas/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { updateRoute } from '../../lib/record-routes.ts';
import { superAp } from '../../plugins/access.ts';
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

  updateRoute(app, {
    path: '/postcode-zones/:id/default-courier',
    tags: ['delivery'],
    config: postcodesCache,
    summary: "Set or clear a zone's default courier; send the zone's version",
    body: setDefaultCourierRequest,
    item: postcodeZone,
    update: (actorId, { id }, body) =>
      zones.setDefaultCourier(actorId, id, body.default_courier_id, body.version),
  });
};
