import { idParam } from '@brigade/domain/schemas/common';
import {
  createIngredientSpecRequest,
  ingredientSpec,
  updateIngredientSpecRequest,
} from '@brigade/domain/schemas/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { IngredientSpecsService } from './specs-service.ts';

const config = { access: level1Ap };
const tags = ['ingredients'];

/** An ingredient's supplier specs (drawer level 1, like the ingredients): add, edit, delete. */
export const ingredientSpecsRoutes: FastifyPluginAsyncZod<{ specs: IngredientSpecsService }> = async (
  app,
  { specs },
) => {
  createRoute(app, {
    path: '/ingredients/:id/specs',
    tags,
    config,
    summary: 'Add a supplier spec to an ingredient (the first becomes the default)',
    params: idParam,
    body: createIngredientSpecRequest,
    item: ingredientSpec,
    moreErrors: [404, 422],
    create: (actorId, body, { id }) => specs.create(actorId, id, body),
  });

  updateRoute(app, {
    path: '/ingredient-specs/:id',
    tags,
    config,
    summary: 'Edit a supplier spec; send the version you read (409 when someone changed it since)',
    body: updateIngredientSpecRequest,
    item: ingredientSpec,
    moreErrors: [422],
    update: (actorId, { id }, body) => specs.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/ingredient-specs/:id',
    tags,
    config,
    summary: 'Delete a supplier spec; ?version= is the version you read',
    moreErrors: [422],
    remove: (actorId, { id }, version) => specs.remove(actorId, id, version),
  });
};
