import type { PaymentCurrency } from '@brigade/domain/payments/payment-rules';
import { messages } from '@brigade/domain/messages/catalogue';
import { AppError } from '../../lib/errors.ts';

/** A payment link to make for an invoice. */
export interface CheckoutRequest {
  invoiceId: number;
  /** The invoice's number, shown to the payer and kept in the session's metadata. */
  number: string;
  /** The amount to pay, in the invoice currency's major units (as stored: two decimals). */
  amount: number | string;
  currency: PaymentCurrency;
  /** The payer's e-mail, filled in at the provider's checkout (its receipt goes there). */
  email?: string | null;
  /** Where the payer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  /** Where the payer lands after giving up at the provider's checkout. */
  cancelUrl: string;
  /**
   * How many links the invoice had before: part of the idempotency key, so a retried request gets the same
   * session back while a new link after an expired one is a new session.
   */
  attempt: number;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** The part of a checkout session a webhook event carries that Brigade acts on (the provider's names). */
export interface CheckoutSessionObject {
  id: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
}

/** A verified webhook event: its id (deduplicated on), type and, for checkout events, the session. */
export interface PaymentEvent {
  id: string;
  type: string;
  session: CheckoutSessionObject | null;
}

/** Why a webhook delivery is refused: a signature that does not match, or one older than five minutes. */
export class PaymentSignatureError extends AppError {
  override name = 'PaymentSignatureError';
  constructor(readonly reason: 'invalid' | 'expired' | 'unreadable') {
    super(
      400,
      'VALIDATION_ERROR',
      reason === 'expired'
        ? messages.paymentSignatureExpired
        : reason === 'invalid'
          ? messages.paymentSignatureInvalid
          : messages.paymentNotificationUnreadable,
    );
  }
}

/**
 * The payment port (issue 19). `live` is Stripe: a Checkout Session per link (hosted by the provider) and its
 * signed webhooks. `local` makes its own session ids whose URL is Brigade's pay page, and checks webhooks with
 * the same signature scheme under a local key, so one webhook route serves both. `verifyWebhook` throws a
 * PaymentSignatureError (400) for a bad or old signature; a failed call is a ProviderError.
 */
export interface PaymentService {
  mode: 'local' | 'live';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /**
   * Local only: the signature header of an event Brigade makes itself (the pay page's payment), so it goes
   * through verifyWebhook like any delivery. Live has none (only the provider signs).
   */
  signLocalEvent?(payload: string): string;
}
