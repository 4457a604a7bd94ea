import {
  jobQueued,
  lineOverrideRequest,
  putShopVariantRequest,
  shopLineParams,
  shopOrderDetail,
  shopOrderList,
  shopOrderListQuery,
  shopOrderParams,
  shopPullRequest,
  shopVariant,
  shopVariantList,
  shopVariantParams,
} from '@brigade/domain/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { ShopOrdersService } from './service.ts';
import type { ShopWebhook } from './webhook-service.ts';

const tags = ['shop'];
// Shop orders carry customers' names, addresses and e-mail: the same access as the customers.
const config = { access: superAp };

/**
 * The shop's webhook: public (the shop has no session), proven by its signature instead. JSON is read as raw
 * bytes in this scope only, so the signature is checked on exactly what arrived.
 */
export const shopWebhookRoutes: FastifyPluginAsyncZod<{ webhook: ShopWebhook }> = async (
  app,
  { webhook },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/shop/webhooks/orders',
    {
      config: { access: 'public' },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Shop webhook (orders/create, orders/updated, orders/paid, orders/cancelled), HMAC-signed',
        response: {
          200: z.object({ outcome: z.enum(['queued', 'duplicate', 'stale', 'ignored']) }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const outcome = await webhook.receive({
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        topic: header('x-shopify-topic'),
        hmac: header('x-shopify-hmac-sha256'),
        eventId: header('x-shopify-event-id'),
        webhookId: header('x-shopify-webhook-id'),
      });
      return { outcome };
    },
  );
};

export const shopOrderRoutes: FastifyPluginAsyncZod<{ shop: ShopOrdersService }> = async (app, { shop }) => {
  app.get(
    '/shop/orders',
    {
      config,
      schema: {
        tags,
        summary: 'The newest 200 shop orders (status=waiting: the import queue)',
        querystring: shopOrderListQuery,
        response: { 200: shopOrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ shop_orders: await shop.list(request.query.status) }),
  );

  app.get(
    '/shop/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One shop order beside ours: lines, what became of each, links to the shop admin',
        params: shopOrderParams,
        response: { 200: shopOrderDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => shop.get(request.params.id),
  );

  app.post(
    '/shop/orders/:id/import',
    {
      config,
      schema: {
        tags,
        summary: 'Import a shop order again (after fixing what it waited for)',
        params: shopOrderParams,
        response: { 200: shopOrderDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => shop.retry(sessionOf(request).user_id, request.params.id),
  );

  app.post(
    '/shop/orders/:id/rollback',
    {
      config,
      schema: {
        tags,
        summary: 'Roll an import back: cancel the orders made from it; it waits to be imported again',
        params: shopOrderParams,
        response: { 200: shopOrderDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => shop.rollback(sessionOf(request).user_id, request.params.id),
  );

  app.patch(
    '/shop/orders/:id/lines/:lineItemId',
    {
      config,
      schema: {
        tags,
        summary:
          "Override a line's processed state (true: never import it, false: import it again, null: ours)",
        params: shopLineParams,
        body: lineOverrideRequest,
        response: { 200: shopOrderDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      shop.setLineOverride(
        sessionOf(request).user_id,
        request.params.id,
        request.params.lineItemId,
        request.body.is_processed,
      ),
  );
};

/** Catching up with the shop, and what each shop variant is to Brigade. */
export const shopSyncRoutes: FastifyPluginAsyncZod<{ shop: ShopOrdersService }> = async (app, { shop }) => {
  app.post(
    '/shop/pull',
    {
      config,
      schema: {
        tags,
        summary: 'Catch up: read the orders changed at the shop since a time (a job)',
        body: shopPullRequest,
        response: { 202: jobQueued, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ job_id: await shop.pull(sessionOf(request).user_id, request.body.since) }),
  );

  app.get(
    '/shop/variants',
    {
      config,
      schema: {
        tags,
        summary: 'What each shop variant is to Brigade',
        response: { 200: shopVariantList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ variants: await shop.variants() }),
  );

  app.put(
    '/shop/variants/:variantId',
    {
      config,
      schema: {
        tags,
        summary: 'Map a shop variant (version 0 creates); the orders waiting for it are imported again',
        params: shopVariantParams,
        body: putShopVariantRequest,
        response: { 200: shopVariant, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => shop.putVariant(sessionOf(request).user_id, request.params.variantId, request.body),
  );
};
