import { toMinorUnits } from '@brigade/domain/payments/payment-rules';
import Stripe from 'stripe';
import type { StripeHost } from '../../config-payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError, providerReason, retryAfterMs } from '../../lib/provider-call.ts';
import type { CheckoutRequest, PaymentService } from './port.ts';
import { verifyStripeSignature } from './signature.ts';

export interface LivePaymentsOptions extends StripeHost {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** Waits between retries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

const RETRIES = 3;
const MAX_WAIT_MS = 30_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The same invoice, amount and attempt give the same key, so a retried request (ours or the SDK's) gets the
 * session already made instead of a second one (Stripe replays the first answer for 24 hours).
 */
export const checkoutIdempotencyKey = (request: CheckoutRequest) =>
  `brigade-invoice-${request.invoiceId}-${toMinorUnits(request.amount)}-${request.currency}-${request.attempt}`;

/** The Checkout Session as Stripe documents it: one line in the invoice's currency, in cents, paid at once. */
function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: toMinorUnits(request.amount),
          product_data: { name: `Invoice ${request.number}` },
        },
      },
    ],
    client_reference_id: String(request.invoiceId),
    metadata: { invoice_number: request.number, invoice_id: String(request.invoiceId) },
    ...(request.email ? { customer_email: request.email } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** A refusal of Stripe's as 'Unable to …': its wrong-input answers (400, 402) as 422, the rest as 502. */
function providerError(action: string, error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError || !(error instanceof Stripe.errors.StripeError)) {
    return new ProviderError(action, 'No connection to the service', undefined);
  }
  const status = error.statusCode ?? 502;
  return new ProviderError(
    action,
    providerReason(status, error.message),
    status,
    status === 400 || status === 402 ? 422 : 502,
  );
}

/**
 * The card provider's payment port (Stripe, issue 19) through the official SDK: a Checkout Session per link
 * with an idempotency key, 20 s per call, up to three retries on 429 and 503 honouring Retry-After (else 1 s,
 * 2 s, 4 s); webhooks checked with the endpoint's signing secret, five minutes' tolerance.
 */
export function createLivePayments(options: LivePaymentsOptions): PaymentService {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 0, // retried below, as every live adapter does
  });
  const sleep = options.sleep ?? defaultSleep;

  return {
    mode: 'live',
    async createCheckout(request) {
      const action = `create the payment link of invoice ${request.number}`;
      const params = sessionParams(request);
      const idempotencyKey = checkoutIdempotencyKey(request);
      for (let attempt = 0; ; attempt += 1) {
        try {
          const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
          if (!session.url) throw new ProviderError(action, 'The service sent no checkout address', 200);
          return { sessionId: session.id, url: session.url };
        } catch (error) {
          if (error instanceof ProviderError) throw error;
          const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
          if ((status === 429 || status === 503) && attempt < RETRIES) {
            const headers = (error as Stripe.errors.StripeError).headers ?? {};
            const wait = retryAfterMs(headers['retry-after'] ?? null) ?? 1000 * 2 ** attempt;
            if (wait <= MAX_WAIT_MS) {
              await sleep(wait);
              continue;
            }
          }
          throw providerError(action, error);
        }
      }
    },
    verifyWebhook: (rawBody, header) =>
      verifyStripeSignature(rawBody, header, options.webhookSecret, options.clock),
  };
}
