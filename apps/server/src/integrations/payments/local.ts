import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentService } from './port.ts';
import { stripeSignatureHeader, verifyStripeSignature } from './signature.ts';

/** Our own session ids: `cs_local_` and 32 random hex digits (128 bits: not guessable from another link). */
export const newLocalSessionId = () => `cs_local_${randomBytes(16).toString('hex')}`;

/**
 * Brigade's own payment port (issue 19): a link is a session id of ours whose URL is Brigade's pay page (the
 * success URL with the session id filled in). Its webhooks use the provider's signature scheme under a local
 * key — the configured STRIPE_WEBHOOK_SECRET, or one made at start — so the pay page's payment goes through
 * the very route and checks a live delivery does.
 */
export function createLocalPayments(options: { secret?: string; clock: Clock }): PaymentService {
  const secret = options.secret ?? `whsec_local_${randomBytes(24).toString('hex')}`;
  return {
    mode: 'local',
    async createCheckout(request) {
      const sessionId = newLocalSessionId();
      return { sessionId, url: request.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) };
    },
    verifyWebhook: (rawBody, header) => verifyStripeSignature(rawBody, header, secret, options.clock),
    signLocalEvent: (payload) => stripeSignatureHeader(payload, secret, options.clock),
  };
}
