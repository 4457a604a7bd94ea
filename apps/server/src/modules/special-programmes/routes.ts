import { idParam } from '@brigade/domain/schemas/common';
import {
  createSpecialProgrammeRequest,
  specialProgramme,
  specialProgrammeDetail,
  specialProgrammeList,
  specialProgrammeListQuery,
  updateSpecialProgrammeRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { superAp } from '../../plugins/access.ts';
import type { SpecialProgrammesService } from './service.ts';

const config = { access: superAp };
const tags = ['special-programmes'];
const base = '/special-programmes';

/** Customers → Special programmes (drawer level 0): the programmes themselves. */
export const specialProgrammesRoutes: FastifyPluginAsyncZod<{
  specialProgrammes: SpecialProgrammesService;
}> = async (app, { specialProgrammes: sp }) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          'List special programmes with customer count, order count and value; q searches name and description',
        querystring: specialProgrammeListQuery,
        response: { 200: specialProgrammeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sp.list(request.query),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One special programme with its customers and delivery groups',
        params: idParam,
        response: { 200: specialProgrammeDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sp.get(request.params.id),
  );

  createRoute(app, {
    path: base,
    tags,
    config,
    summary: 'Create a special programme (name and start date required)',
    body: createSpecialProgrammeRequest,
    item: specialProgramme,
    create: (actorId, body) => sp.create(actorId, body),
  });

  updateRoute(app, {
    path: `${base}/:id`,
    tags,
    config,
    summary: 'Edit name, description, start date and price; send the version you read',
    body: updateSpecialProgrammeRequest,
    item: specialProgramme,
    update: (actorId, { id }, body) => sp.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: `${base}/:id`,
    tags,
    config,
    summary: 'Delete a special programme with its customer entries and delivery groups; ?version=',
    remove: (actorId, { id }, version) => sp.remove(actorId, id, version),
  });
};
