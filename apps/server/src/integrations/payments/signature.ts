import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { Clock } from '../../lib/clock.ts';
import { PaymentSignatureError, type CheckoutSessionObject, type PaymentEvent } from './port.ts';

/** A delivery older than five minutes is refused (Stripe's own tolerance): a replayed body cannot pay again later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : null);

function sessionOf(event: Json): CheckoutSessionObject | null {
  const object = isObject(event.data) && isObject(event.data.object) ? event.data.object : undefined;
  if (!object || object.object !== 'checkout.session' || typeof object.id !== 'string') return null;
  return {
    id: object.id,
    payment_status: text(object.payment_status) ?? '',
    amount_total: typeof object.amount_total === 'number' ? object.amount_total : null,
    currency: text(object.currency),
    client_reference_id: text(object.client_reference_id),
  };
}

/**
 * Checks a webhook delivery the way the provider signs it (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`), with the SDK's own check on the raw bytes, at the clock's time; then reads the event.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  clock: Clock,
): PaymentEvent {
  if (!header || header.length > 2000) throw new PaymentSignatureError('invalid');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      clock().getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new PaymentSignatureError(/tolerance/i.test(error.message) ? 'expired' : 'invalid');
    }
    throw new PaymentSignatureError('unreadable'); // signed, but not JSON
  }
  if (
    !isObject(event) ||
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    event.id.length > 255
  )
    throw new PaymentSignatureError('unreadable');
  return { id: event.id, type: event.type.slice(0, 100), session: sessionOf(event) };
}

/** The signature header of a payload, in the provider's scheme (what the local pay page sends). */
export function stripeSignatureHeader(payload: string, secret: string, clock: Clock): string {
  const timestamp = Math.floor(clock().getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
