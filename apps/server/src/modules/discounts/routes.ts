import { exportFormatField, idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createDiscountRequest,
  discount,
  discountAutocomplete,
  discountAutocompleteQuery,
  discountList,
  discountListQuery,
  updateDiscountRequest,
} from '@brigade/domain/schemas/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { DiscountsService } from './service.ts';

// The booking funnel caches all codes and, apart, the never-redeemed ones (spec §7 keys).
const bookingCache = ['DISCOUNTS', 'DISCOUNTS_UNREDEEMED'] as const;

/** Controls → Discount codes (drawer level 0; spec §7 discounts list with sort_by, autocomplete). */
export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (
  app,
  { discounts },
) => {
  const tags = ['discounts'];

  app.get(
    '/discounts',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List discount codes; q searches code and description; redeemed=true|false',
        querystring: discountListQuery,
        response: { 200: discountList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => discounts.list(request.query),
  );

  app.get(
    '/discounts/export',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Download the list (same filter and sort) as CSV or .xlsx',
        querystring: discountListQuery.extend(exportFormatField),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await discounts.exportTable(request.query)),
  );

  app.get(
    '/discounts/autocomplete',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Up to 10 codes matching the query, those starting with it first',
        querystring: discountAutocompleteQuery,
        response: { 200: discountAutocomplete, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => discounts.autocomplete(request.query.query),
  );

  app.get(
    '/discounts/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'One discount code',
        params: idParam,
        response: { 200: discount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => discounts.get(request.params.id),
  );

  app.post(
    '/discounts',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Add a discount code (percent or fixed CHF)',
        body: createDiscountRequest,
        response: { 201: discount, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await discounts.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    '/discounts/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Edit a discount code; send the version you read (409 when someone changed it since)',
        params: idParam,
        body: updateDiscountRequest,
        response: { 200: discount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => discounts.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/discounts/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Delete a discount code; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await discounts.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
