import { idParam } from '@brigade/domain/schemas/common';
import {
  createInventoryGroupRequest,
  inventoryGroup,
  inventoryGroupList,
  updateInventoryGroupRequest,
} from '@brigade/domain/schemas/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { InventoryService } from './service.ts';

/**
 * Inventory (ADRs 046, 052), opened from the week recipes toolbar. Kitchen staff keep the stock: every AP user
 * (level 2) reads it and records changes (changes-routes.ts); level 1 (SUPER, SUPER_CHEF) sets up groups and
 * items (items-routes.ts).
 */
export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  const tags = ['inventory'];
  const keepStock = { access: level2Ap };
  const setUp = { access: level1Ap };

  app.get(
    '/inventory/groups',
    {
      config: keepStock,
      schema: {
        tags,
        summary: 'Every group (by position) with its items: quantity, unit, minimum and belowMin',
        response: { 200: inventoryGroupList, ...errorResponses(401, 403) },
      },
    },
    async () => inventory.list(),
  );

  app.post(
    '/inventory/groups',
    {
      config: setUp,
      schema: {
        tags,
        summary: "Add a group; a body with inventoryGroupId is refused ('Cannot POST with inventoryGroupId')",
        body: createInventoryGroupRequest,
        response: { 201: inventoryGroup, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createGroup(sessionOf(request), request.body)),
  );

  app.put(
    '/inventory/groups/:id',
    {
      config: setUp,
      schema: {
        tags,
        summary: 'Rename or move a group; send the version you read',
        params: idParam,
        body: updateInventoryGroupRequest,
        response: { 200: inventoryGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => inventory.updateGroup(sessionOf(request), request.params.id, request.body),
  );
};
