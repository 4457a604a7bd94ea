import {
  allergenBlock,
  allergenBlockList,
  allergenBlockListQuery,
  createAllergenBlockRequest,
} from '@brigade/domain/schemas/allergens';
import { idParam } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { AllergenBlocksService } from './blocks-service.ts';

/** Blocked matches (level 0): list, block a subject/test pair, unblock it. */
export const allergenBlockRoutes: FastifyPluginAsyncZod<{ blocks: AllergenBlocksService }> = async (
  app,
  { blocks },
) => {
  const tags = ['allergens'];

  app.get(
    '/allergen-blocks',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List blocked matches',
        querystring: allergenBlockListQuery,
        response: { 200: allergenBlockList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => blocks.list(request.query),
  );

  app.post(
    '/allergen-blocks',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Block a match: `subject` must not match `test`',
        body: createAllergenBlockRequest,
        response: { 201: allergenBlock, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await blocks.block(sessionOf(request).user_id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/allergen-blocks/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Unblock a match',
        params: idParam,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await blocks.unblock(sessionOf(request).user_id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
