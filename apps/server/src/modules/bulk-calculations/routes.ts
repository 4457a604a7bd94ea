import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createBulkCalculationRequest,
  savedBulkCalculation,
  savedBulkCalculationList,
  updateBulkCalculationRequest,
} from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { anySession, sessionOf } from '../../plugins/access.ts';
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

  app.post(
    '/bulk-calculations',
    {
      config,
      schema: {
        tags,
        summary: 'Save a calculation (name, items)',
        body: createBulkCalculationRequest,
        response: { 201: savedBulkCalculation, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bulk.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    '/bulk-calculations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a saved calculation; send the version you read',
        params: idParam,
        body: updateBulkCalculationRequest,
        response: { 200: savedBulkCalculation, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => bulk.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/bulk-calculations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a saved calculation; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await bulk.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
