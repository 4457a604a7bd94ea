import { idParam } from '@brigade/domain/schemas/common';
import {
  createInventoryChangeRequest,
  createInventoryGroupRequest,
  createInventoryItemRequest,
  inventoryChangeList,
  inventoryChangeResponse,
  inventoryChangesQuery,
  inventoryGroup,
  inventoryGroupList,
  inventoryItem,
  updateInventoryGroupRequest,
  updateInventoryItemRequest,
} from '@brigade/domain/schemas/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { InventoryService } from './service.ts';

/**
 * Inventory (spec §7 V3 Inventory, opened from the week recipes toolbar). Kitchen staff keep the stock: every
 * AP user (level 2) reads it and records changes; level 1 (SUPER, SUPER_CHEF) sets up groups and items.
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

  app.get(
    '/inventory/items/:id/changes',
    {
      config: keepStock,
      schema: {
        tags,
        summary: "An item's stock changes, newest first (length ≤ 100, default 20)",
        params: idParam,
        querystring: inventoryChangesQuery,
        response: { 200: inventoryChangeList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => inventory.changes(request.params.id, request.query),
  );

  app.post(
    '/inventory/items/:id/changes',
    {
      config: keepStock,
      schema: {
        tags,
        summary:
          "Record a change: delta (+/−) or countedQuantity, with a note; below zero is refused (422); 'Cannot POST with inventoryGroupItemChangeId'",
        params: idParam,
        body: createInventoryChangeRequest,
        response: { 201: inventoryChangeResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createChange(sessionOf(request), request.params.id, request.body)),
  );
};
