import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  bulkCalculateRequest,
  bulkCalculateResponse,
  bulkRecipeOptions,
  bulkRecipeSearchQuery,
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
 * Pop-Up Shop bulk calculator (spec §2 /bulk_calculator, level 2; §5 "visible to everyone"): every session,
 * chefs and logistics users included, may calculate and save.
 */
export const bulkCalculationsRoutes: FastifyPluginAsyncZod<{ bulk: BulkCalculationsService }> = async (
  app,
  { bulk },
) => {
  const tags = ['bulk-calculations'];
  const config = { access: anySession };

  app.post(
    '/bulk-calculations/calculate',
    {
      config,
      schema: {
        tags,
        summary: 'Recipes × portions → ingredient totals by supplier with packs and cost (nothing is saved)',
        body: bulkCalculateRequest,
        response: { 200: bulkCalculateResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => bulk.calculate(request.body.items),
  );

  app.get(
    '/bulk-calculations/recipes',
    {
      config,
      schema: {
        tags,
        summary: 'Recipes whose name contains q (20 at most), for the calculator',
        querystring: bulkRecipeSearchQuery,
        response: { 200: bulkRecipeOptions, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => bulk.recipes(request.query.q),
  );

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
