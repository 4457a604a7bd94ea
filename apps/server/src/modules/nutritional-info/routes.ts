import { idParam } from '@brigade/domain/schemas/common';
import {
  nutritionalInfoItem,
  nutritionalInfoList,
  nutritionalInfoListQuery,
  upsertNutritionalInfoRequest,
} from '@brigade/domain/schemas/nutritional-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { NutritionalInfoService } from './service.ts';

/** Tools → Nutritional Info: recipe data, so level 1 like recipes. */
export const nutritionalInfoRoutes: FastifyPluginAsyncZod<{
  nutritionalInfo: NutritionalInfoService;
}> = async (app, { nutritionalInfo }) => {
  const tags = ['nutritional-info'];
  const config = { access: level1Ap };
  app.get(
    '/nutritional-info',
    {
      config,
      schema: {
        tags,
        summary: 'Nutritional info entries; q searches the entry and recipe names',
        querystring: nutritionalInfoListQuery,
        response: { 200: nutritionalInfoList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => nutritionalInfo.list(request.query),
  );

  app.get(
    '/nutritional-info/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One nutritional info entry with its analysis',
        params: idParam,
        response: { 200: nutritionalInfoItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => nutritionalInfo.get(request.params.id),
  );

  app.put(
    '/nutritional-info',
    {
      config,
      schema: {
        tags,
        summary:
          'Create (no nutritional_info_id; 201) or edit (with id and version; 200, stale → 409) an entry; a recipe without an analysis is analysed',
        body: upsertNutritionalInfoRequest,
        response: {
          200: nutritionalInfoItem,
          201: nutritionalInfoItem,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { item, created } = await nutritionalInfo.upsert(sessionOf(request).user_id, request.body);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  deleteRoute(app, {
    path: '/nutritional-info/:id',
    tags,
    config,
    summary: 'Delete an entry; ?version= is the version you read',
    remove: (actorId, { id }, version) => nutritionalInfo.remove(actorId, id, version),
  });
};
