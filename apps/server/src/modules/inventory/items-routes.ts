import { idParam } from '@brigade/domain/schemas/common';
import {
  createInventoryItemRequest,
  inventoryItem,
  updateInventoryItemRequest,
} from '@brigade/domain/schemas/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { InventoryService } from './service.ts';

/** Inventory items: level 1 adds them and changes their name, unit, minimum or group (not their stock). */
export const inventoryItemsRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  const tags = ['inventory'];
  const setUp = { access: level1Ap };

  app.post(
    '/inventory/items',
    {
      config: setUp,
      schema: {
        tags,
        summary:
          "Add an item to a group, optionally with its counted stock; 'Cannot POST with inventoryGroupItemId'",
        body: createInventoryItemRequest,
        response: { 201: inventoryItem, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createItem(sessionOf(request), request.body)),
  );

  app.put(
    '/inventory/items/:id',
    {
      config: setUp,
      schema: {
        tags,
        summary:
          'Rename an item, change its unit, minimum or group (not its stock); send the version you read',
        params: idParam,
        body: updateInventoryItemRequest,
        response: { 200: inventoryItem, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => inventory.updateItem(sessionOf(request), request.params.id, request.body),
  );
};
