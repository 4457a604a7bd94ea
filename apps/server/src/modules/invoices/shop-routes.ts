import { invoiceSummary } from '@brigade/domain/schemas/invoices';
import { shopOrderParams } from '@brigade/domain/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { ShopInvoices } from './shop-invoices.ts';

/** A shop order's invoice (AP SUPER): made once from its lines; deleting it cancels it with a credit note. */
export const shopInvoiceRoutes: FastifyPluginAsyncZod<{ shopInvoices: ShopInvoices }> = async (
  app,
  { shopInvoices },
) => {
  const config = { access: superAp };
  const tags = ['invoices'];
  app.post(
    '/invoices/shop-orders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Invoice a shop order: its lines as the shop sold them, for the customer it was imported for',
        params: shopOrderParams,
        response: { 201: invoiceSummary, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shopInvoices.invoice(sessionOf(request).user_id, request.params.id)),
  );

  app.delete(
    '/invoices/shop-orders/:id',
    {
      config,
      schema: {
        tags,
        summary: "Delete a shop order's invoice: cancelled with a credit note (answered)",
        params: shopOrderParams,
        response: { 200: invoiceSummary, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => shopInvoices.cancel(sessionOf(request).user_id, request.params.id),
  );
};
