import {
  allergen,
  allergenExportQuery,
  allergenList,
  allergenListQuery,
  createAllergenRequest,
  updateAllergenRequest,
} from '@brigade/domain/schemas/allergens';
import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { AllergensService } from './service.ts';

/** Controls → Allergens & Dislikes (drawer level 0, spec §2). */
export const allergensRoutes: FastifyPluginAsyncZod<{ allergens: AllergensService }> = async (
  app,
  { allergens },
) => {
  const tags = ['allergens'];

  app.get(
    '/allergens',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List allergens; q searches the English and German names',
        querystring: allergenListQuery,
        response: { 200: allergenList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => allergens.list(request.query),
  );

  app.get(
    '/allergens/export',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Download the list (same filter and sort) as CSV or .xlsx',
        querystring: allergenExportQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await allergens.exportTable(request.query)),
  );

  app.get(
    '/allergens/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'One allergen',
        params: idParam,
        response: { 200: allergen, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => allergens.get(request.params.id),
  );

  app.post(
    '/allergens',
    {
      config: { access: superAp, bookingCache: ['ALLERGENS'] },
      schema: {
        tags,
        summary: 'Add an allergen',
        body: createAllergenRequest,
        response: { 201: allergen, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await allergens.create(sessionOf(request).user_id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/allergens/:id',
    {
      config: { access: superAp, bookingCache: ['ALLERGENS'] },
      schema: {
        tags,
        summary: 'Edit an allergen; send the version you read (409 when someone changed it since)',
        params: idParam,
        body: updateAllergenRequest,
        response: { 200: allergen, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => allergens.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/allergens/:id',
    {
      config: { access: superAp, bookingCache: ['ALLERGENS'] },
      schema: {
        tags,
        summary: 'Delete an allergen; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await allergens.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
