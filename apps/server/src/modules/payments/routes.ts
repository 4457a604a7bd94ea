import {
  payment,
  paymentInvoiceParams,
  paymentList,
  paymentSessionCompleted,
  paymentSessionParams,
  paymentWebhookResult,
  publicPaymentSession,
} from '@brigade/domain/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { PaymentsService } from './service.ts';
import type { PaymentWebhook } from './webhook.ts';

const tags = ['payments'];
// Money screens are AP SUPER only (ADR 069); the pay page and the provider's webhook need no session.
const config = { access: superAp };
const open = { access: 'public' as const };
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The provider's webhook: public, proven by its signature instead. JSON is kept as the raw bytes in this scope
 * only, so the signature is checked on exactly what arrived.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ webhook: PaymentWebhook }> = async (
  app,
  { webhook },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/payments/webhook',
    {
      config: open,
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'The payment provider’s webhook (Stripe-Signature): a paid checkout session pays its invoice',
        response: { 200: paymentWebhookResult, ...errorResponses(400) },
      },
    },
    async (request) => {
      const header = [request.headers['stripe-signature']].flat()[0];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { outcome: await webhook.receive(raw, header) };
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/payments/invoices/:invoiceId/link',
    {
      config,
      schema: {
        tags,
        summary:
          'The payment link of an open invoice: made through the payment port (201) or the open one (200)',
        params: paymentInvoiceParams,
        response: { 200: payment, 201: payment, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const result = await payments.link(sessionOf(request).user_id, request.params.invoiceId, origin);
      return reply.code(result.created ? 201 : 200).send(result.payment);
    },
  );

  app.get(
    '/payments/invoices/:invoiceId',
    {
      config,
      schema: {
        tags,
        summary: 'The payment links of an invoice, newest first',
        params: paymentInvoiceParams,
        response: { 200: paymentList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => payments.list(request.params.invoiceId),
  );

  app.get(
    '/payments/sessions/:sessionId/completed',
    {
      config: open,
      schema: {
        tags,
        summary: 'Whether a payment-link session is paid (the handled webhook event)',
        params: paymentSessionParams,
        response: { 200: paymentSessionCompleted, ...errorResponses(400, 404) },
      },
    },
    async (request) => payments.completed(request.params.sessionId),
  );

  app.get(
    '/payments/local/:sessionId',
    {
      config: open,
      schema: {
        tags,
        summary: 'The pay page’s view of a session: invoice number, amount and status, nothing personal',
        params: paymentSessionParams,
        response: { 200: publicPaymentSession, ...errorResponses(400, 404) },
      },
    },
    async (request) => payments.publicSession(request.params.sessionId),
  );

  app.post(
    '/payments/local/:sessionId/pay',
    {
      config: open,
      schema: {
        tags,
        summary: 'Pay a local link (demo): a signed checkout.session.completed through the webhook',
        params: paymentSessionParams,
        response: { 200: publicPaymentSession, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => payments.payLocally(request.params.sessionId),
  );
};
