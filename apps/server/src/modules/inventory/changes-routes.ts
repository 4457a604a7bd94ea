import { idParam } from '@brigade/domain/schemas/common';
import {
  createInventoryChangeRequest,
  inventoryChangeList,
  inventoryChangeResponse,
  inventoryChangesQuery,
} from '@brigade/domain/schemas/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap, sessionOf } from '../../plugins/access.ts';
import type { InventoryService } from './service.ts';

/** An item's stock changes: every AP user (level 2) reads them and records one (ADR 052). */
export const inventoryChangesRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  const tags = ['inventory'];
  const keepStock = { access: level2Ap };

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
