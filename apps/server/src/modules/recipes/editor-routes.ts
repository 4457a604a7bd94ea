import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  copyRecipeRequest,
  createRecipeRequest,
  recipeDetail,
  recipeRevisionStatusRequest,
  updateRecipeRequest,
} from '@brigade/domain/schemas/recipes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { RecipesService } from './service.ts';

const config = { access: level1Ap };
const tags = ['recipes'];

/** What the recipe editor writes (level 1): add, save whole, delete, copy, set the revision status. */
export const recipeEditorRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (
  app,
  { recipes },
) => {
  app.post(
    '/recipes',
    {
      config,
      schema: {
        tags,
        summary: 'Add a recipe with its layers, lines and manual allergens',
        body: createRecipeRequest,
        response: { 201: recipeDetail, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recipes.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    '/recipes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save the whole recipe (core, layers, lines, separators, manual allergens); 409 when stale',
        params: idParam,
        body: updateRecipeRequest,
        response: { 200: recipeDetail, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => recipes.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/recipes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a recipe; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await recipes.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/recipes/:id/copy',
    {
      config,
      schema: {
        tags,
        summary: "Copy a recipe with its lines, layers and allergens ('Copy of …' unless a name is given)",
        params: idParam,
        body: copyRecipeRequest,
        response: { 201: recipeDetail, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const copy = await recipes.copy(sessionOf(request).user_id, request.params.id, request.body.name);
      return reply.code(201).send(copy);
    },
  );

  app.put(
    '/recipes/:id/revision-status',
    {
      config,
      schema: {
        tags,
        summary: 'Set the revision status (DRAFT, IN_REVIEW, APPROVED, ARCHIVED); send the version you read',
        params: idParam,
        body: recipeRevisionStatusRequest,
        response: { 200: recipeDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      recipes.setRevisionStatus(
        sessionOf(request).user_id,
        request.params.id,
        request.body.revision_status,
        request.body.version,
      ),
  );
};
