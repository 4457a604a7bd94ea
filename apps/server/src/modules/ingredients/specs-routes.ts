import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createIngredientSpecRequest,
  ingredientSpec,
  updateIngredientSpecRequest,
} from '@brigade/domain/schemas/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { IngredientSpecsService } from './specs-service.ts';

const config = { access: level1Ap };
const tags = ['ingredients'];

/** An ingredient's supplier specs (drawer level 1, like the ingredients): add, edit, delete. */
export const ingredientSpecsRoutes: FastifyPluginAsyncZod<{ specs: IngredientSpecsService }> = async (
  app,
  { specs },
) => {
  app.post(
    '/ingredients/:id/specs',
    {
      config,
      schema: {
        tags,
        summary: 'Add a supplier spec to an ingredient (the first becomes the default)',
        params: idParam,
        body: createIngredientSpecRequest,
        response: { 201: ingredientSpec, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const created = await specs.create(sessionOf(request).user_id, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/ingredient-specs/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a supplier spec; send the version you read (409 when someone changed it since)',
        params: idParam,
        body: updateIngredientSpecRequest,
        response: { 200: ingredientSpec, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => specs.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/ingredient-specs/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a supplier spec; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await specs.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
