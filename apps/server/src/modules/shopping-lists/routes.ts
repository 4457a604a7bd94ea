import { idParam } from '@brigade/domain/schemas/common';
import {
  createShoppingListRequest,
  shoppingListDetail,
  shoppingListPage,
  shoppingListsQuery,
  shoppingListWriteResponse,
  updateShoppingListRequest,
} from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { level1Ap, level2Ap } from '../../plugins/access.ts';
import type { ShoppingListsService } from './service.ts';

/**
 * Shopping lists (ADR 046): chefs (level 2) read them; planners (level 1) create, change and delete them. Their
 * lines are lines-routes.ts.
 */
export const shoppingListsRoutes: FastifyPluginAsyncZod<{ shoppingLists: ShoppingListsService }> = async (
  app,
  { shoppingLists },
) => {
  const tags = ['shopping-lists'];
  const read = { access: level2Ap };
  const write = { access: level1Ap };

  app.get(
    '/shopping-lists',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Shopping lists, newest first (start, length ≤ 100); week_id keeps the lists touching that week',
        querystring: shoppingListsQuery,
        response: { 200: shoppingListPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => shoppingLists.list(request.query),
  );

  createRoute(app, {
    path: '/shopping-lists',
    tags,
    config: write,
    summary: 'Create a list for dates (YYYY-MM-DD, stored unique and ascending); computed from their recipes',
    body: createShoppingListRequest,
    item: shoppingListWriteResponse,
    moreErrors: [422],
    create: (actorId, body) => shoppingLists.create(actorId, body),
  });

  app.get(
    '/shopping-lists/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One list: lines grouped by supplier with packs, cost and done marks',
        params: idParam,
        response: { 200: shoppingListDetail, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => shoppingLists.get(request.params.id),
  );

  updateRoute(app, {
    path: '/shopping-lists/:id',
    tags,
    config: write,
    summary: 'Rename or change the dates (recomputed; done marks kept per line); send the version you read',
    body: updateShoppingListRequest,
    item: shoppingListWriteResponse,
    moreErrors: [422],
    update: (actorId, { id }, body) => shoppingLists.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/shopping-lists/:id',
    tags,
    config: write,
    summary: 'Delete a list; ?version= is the version you read',
    remove: (actorId, { id }, version) => shoppingLists.remove(actorId, id, version),
  });
};
