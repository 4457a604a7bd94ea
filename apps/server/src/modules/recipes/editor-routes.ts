import { idParam } from '@brigade/domain/schemas/common';
import {
  copyRecipeRequest,
  createRecipeRequest,
  recipeDetail,
  recipeRevisionStatusRequest,
  updateRecipeRequest,
} from '@brigade/domain/schemas/recipes';
import { recipeLayerParams, updateRecipeLayerRequest } from '@brigade/domain/schemas/recipe-parts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { RecipesService } from './service.ts';

const config = { access: level1Ap };
const tags = ['recipes'];

/**
 * What the recipe editor writes (level 1): add, save whole, delete, copy, set the revision status, rename a
 * layer in place.
 */
export const recipeEditorRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (
  app,
  { recipes },
) => {
  createRoute(app, {
    path: '/recipes',
    tags,
    config,
    summary: 'Add a recipe with its layers, lines and manual allergens',
    body: createRecipeRequest,
    item: recipeDetail,
    moreErrors: [422],
    create: (actorId, body) => recipes.create(actorId, body),
  });

  updateRoute(app, {
    path: '/recipes/:id',
    tags,
    config,
    summary: 'Save the whole recipe (core, layers, lines, separators, manual allergens); 409 when stale',
    body: updateRecipeRequest,
    item: recipeDetail,
    moreErrors: [422],
    update: (actorId, { id }, body) => recipes.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/recipes/:id',
    tags,
    config,
    summary: 'Delete a recipe; ?version= is the version you read',
    remove: (actorId, { id }, version) => recipes.remove(actorId, id, version),
  });

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

  app.put(
    '/recipes/:id/layers/:layer_id',
    {
      config,
      schema: {
        tags,
        summary:
          "Rename a layer (and move it with position) without saving the whole recipe; send the recipe's version",
        params: recipeLayerParams,
        body: updateRecipeLayerRequest,
        response: { 200: recipeDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      recipes.updateLayer(
        sessionOf(request).user_id,
        request.params.id,
        request.params.layer_id,
        request.body,
      ),
  );
};
