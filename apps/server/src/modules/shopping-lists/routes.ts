import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createShoppingListRequest,
  shoppingListDetail,
  shoppingListPage,
  shoppingListsQuery,
  shoppingListWriteResponse,
  updateShoppingListRequest,
} from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
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

  app.post(
    '/shopping-lists',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a list for dates (YYYY-MM-DD, stored unique and ascending); computed from their recipes',
        body: createShoppingListRequest,
        response: { 201: shoppingListWriteResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shoppingLists.create(sessionOf(request).user_id, request.body)),
  );

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

  app.put(
    '/shopping-lists/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Rename or change the dates (recomputed; done marks kept per line); send the version you read',
        params: idParam,
        body: updateShoppingListRequest,
        response: { 200: shoppingListWriteResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => shoppingLists.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/shopping-lists/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a list; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await shoppingLists.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
