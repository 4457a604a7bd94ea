import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createSpecialProgrammeRequest,
  specialProgramme,
  specialProgrammeDetail,
  specialProgrammeList,
  specialProgrammeListQuery,
  updateSpecialProgrammeRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
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

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Create a special programme (name and start date required)',
        body: createSpecialProgrammeRequest,
        response: { 201: specialProgramme, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await sp.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Edit name, description, start date and price; send the version you read',
        params: idParam,
        body: updateSpecialProgrammeRequest,
        response: { 200: specialProgramme, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sp.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a special programme with its customer entries and delivery groups; ?version=',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await sp.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
