import {
  bulkPostcodeZonesRequest,
  bulkPostcodeZonesResult,
  createPostcodeRequest,
  postcode,
  postcodeCourier,
  postcodeList,
  postcodeListQuery,
  postcodeParam,
  postcodeZoneGroups,
  updatePostcodeRequest,
} from '@brigade/domain/schemas/postcodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { PostcodesService } from './postcodes-service.ts';
import { postcodesCache } from './zones-routes.ts';

/** Controls → Postcodes & Prices (`/postcodes`), level 0. Lists page up to 10000 postcodes at once. */
export const postcodesRoutes: FastifyPluginAsyncZod<{ postcodes: PostcodesService }> = async (
  app,
  { postcodes },
) => {
  const tags = ['delivery'];

  app.get(
    '/postcodes/zone-groups',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Zones with their postcode counts; the UNKNOWN zone (-1) first when it holds postcodes',
        response: { 200: postcodeZoneGroups, ...errorResponses(401, 403) },
      },
    },
    async () => postcodes.zoneGroups(),
  );

  app.post(
    '/postcodes/bulk-zones',
    {
      config: postcodesCache,
      schema: {
        tags,
        summary: "Bulk update of postcode zone codes: text of 'postcode, zone' lines (pasted or a CSV file)",
        body: bulkPostcodeZonesRequest,
        response: { 200: bulkPostcodeZonesResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => postcodes.bulkUpdateZones(sessionOf(request).user_id, request.body.text),
  );

  app.get(
    '/postcodes/:postcode/courier',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: "The courier for a postcode: its zone's default courier, else its delivery type's first",
        params: postcodeParam,
        response: { 200: postcodeCourier, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => postcodes.courierFor(request.params.postcode),
  );

  registerCrud(app, {
    path: '/postcodes',
    tag: 'delivery',
    noun: 'postcode',
    item: postcode,
    list: postcodeList,
    listQuery: postcodeListQuery,
    create: createPostcodeRequest,
    update: updatePostcodeRequest,
    param: {
      schema: postcodeParam,
      name: ':postcode',
      key: (params: { postcode: string }) => params.postcode,
    },
    service: postcodes,
    writeConfig: postcodesCache,
  });
};
