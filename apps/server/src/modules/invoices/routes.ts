import {
  customerMoney,
  invoiceDetail,
  invoiceJob,
  invoiceList,
  invoiceListQuery,
  invoiceParams,
  invoicePdfQuery,
  invoiceRunResult,
  invoiceSendRequest,
  invoiceSummary,
  invoiceVersionRequest,
  invoiceWeekRequest,
} from '@brigade/domain/schemas/invoices';
import { idParam } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { InvoiceDocuments } from './documents.ts';
import type { InvoicesService } from './service.ts';

const tags = ['invoices'];

/**
 * Invoices (ADR 069): money screens are for AP SUPER users only; every change is in the audit log. The lists,
 * invoicing a week or a special programme, and a customer's invoices and payments.
 */
export const invoiceListRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  documents: InvoiceDocuments;
}> = async (app, { invoices, documents }) => {
  const config = { access: superAp };

  app.get(
    '/invoices',
    {
      config,
      schema: {
        tags,
        summary: 'Invoices and credit notes of a week, a special programme, a customer or a status',
        querystring: invoiceListQuery,
        response: { 200: invoiceList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => invoices.list(request.query),
  );

  app.post(
    '/invoices/week',
    {
      config,
      schema: {
        tags,
        summary:
          "Invoice a week: one customer's at once (201), or every customer's as a job with progress (202)",
        body: invoiceWeekRequest,
        response: { 201: invoiceRunResult, 202: invoiceJob, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const userId = sessionOf(request).user_id;
      if (request.body.customer_id === undefined)
        return reply.code(202).send(await documents.startWeek(userId, request.body));
      return reply.code(201).send(await invoices.invoiceWeek(userId, request.body));
    },
  );

  app.post(
    '/invoices/programme/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Invoice a special programme: its customers billed through accounting, not invoiced yet',
        params: idParam,
        response: { 201: invoiceRunResult, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invoices.invoiceProgramme(sessionOf(request).user_id, request.params.id)),
  );

  app.get(
    '/customers/:id/money',
    {
      config,
      schema: {
        tags,
        summary: 'Programme payments and invoices: what was invoiced, paid and open per order of a customer',
        params: idParam,
        response: { 200: customerMoney, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.customerMoney(request.params.id),
  );
};

/** One invoice: its lines, its PDF, and what can happen to it (paid, cancelled, sent). */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  documents: InvoiceDocuments;
}> = async (app, { invoices, documents }) => {
  const config = { access: superAp };

  app.get(
    '/invoices/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An invoice with its lines',
        params: invoiceParams,
        response: { 200: invoiceDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.get(request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The invoice as a PDF with its QR-bill payment part',
        params: invoiceParams,
        querystring: invoicePdfQuery,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await documents.pdf(request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  const change = (
    summary: string,
    run: (userId: number, id: number, version: number) => Promise<unknown>,
  ) => ({
    summary,
    run,
  });
  for (const [path, action] of [
    ['paid', change('Mark an open invoice paid', (u, id, v) => invoices.markPaid(u, id, v))],
    ['cancel', change('Cancel an open invoice with a credit note', (u, id, v) => invoices.cancel(u, id, v))],
  ] as const) {
    app.post(
      `/invoices/:id/${path}`,
      {
        config,
        schema: {
          tags,
          summary: action.summary,
          params: invoiceParams,
          body: invoiceVersionRequest,
          response: { 200: invoiceSummary, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        action.run(sessionOf(request).user_id, request.params.id, request.body.version) as never,
    );
  }

  app.post(
    '/invoices/:id/send',
    {
      config,
      schema: {
        tags,
        summary: 'Send the invoice to the customer by e-mail (through the e-mail port)',
        params: invoiceParams,
        body: invoiceSendRequest,
        response: { 200: invoiceSummary, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      documents.send(sessionOf(request).user_id, request.params.id, request.body.version, request.body.lang),
  );
};
