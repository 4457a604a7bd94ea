import { idParam } from '@brigade/domain/schemas/common';
import {
  createBulkCalculationRequest,
  savedBulkCalculation,
  savedBulkCalculationList,
  updateBulkCalculationRequest,
} from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { anySession } from '../../plugins/access.ts';
import type { BulkCalculationsService } from './service.ts';

/**
 * Saved bulk calculations (ADR 051): every session, chefs and logistics users included, may save them; the
 * calculator itself is calculator-routes.ts.
 */
export const bulkCalculationsRoutes: FastifyPluginAsyncZod<{ bulk: BulkCalculationsService }> = async (
  app,
  { bulk },
) => {
  const tags = ['bulk-calculations'];
  const config = { access: anySession };

  app.get(
    '/bulk-calculations',
    {
      config,
      schema: {
        tags,
        summary: 'Saved calculations by name',
        response: { 200: savedBulkCalculationList, ...errorResponses(401, 403) },
      },
    },
    async () => bulk.list(),
  );

  app.get(
    '/bulk-calculations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One saved calculation',
        params: idParam,
        response: { 200: savedBulkCalculation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bulk.get(request.params.id),
  );

  createRoute(app, {
    path: '/bulk-calculations',
    tags,
    config,
    summary: 'Save a calculation (name, items)',
    body: createBulkCalculationRequest,
    item: savedBulkCalculation,
    create: (actorId, body) => bulk.create(actorId, body),
  });

  updateRoute(app, {
    path: '/bulk-calculations/:id',
    tags,
    config,
    summary: 'Change a saved calculation; send the version you read',
    body: updateBulkCalculationRequest,
    item: savedBulkCalculation,
    update: (actorId, { id }, body) => bulk.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/bulk-calculations/:id',
    tags,
    config,
    summary: 'Delete a saved calculation; ?version= is the version you read',
    remove: (actorId, { id }, version) => bulk.remove(actorId, id, version),
  });
};
