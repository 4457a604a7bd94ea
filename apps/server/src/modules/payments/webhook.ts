import { completionOutcome } from '@brigade/domain/payments/payment-rules';
import type { PaymentWebhookOutcome } from '@brigade/domain/schemas/payments';
import type { Db } from '../../db/client.ts';
import type {
  CheckoutSessionObject,
  PaymentEvent,
  PaymentService,
} from '../../integrations/payments/port.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './repository.ts';

/** The events that say a checkout session's money came in (a card at once, a delayed method later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * The payment webhook (issue 19), one path for the provider's deliveries and the local pay page's events: the
 * signature is checked on the raw body first (400 when bad or older than five minutes); the event is recorded
 * by its id in the same transaction as what it changes, so a redelivery answers 'duplicate' and changes
 * nothing. A paid checkout session marks its link and its invoice PAID (paid_at, version + 1), audited as
 * the system's doing.
 */
export function createPaymentWebhook(deps: CoreDeps & { port: PaymentService }) {
  const { db, clock, audit } = deps;

  async function settle(tx: Db, event: PaymentEvent, session: CheckoutSessionObject | null) {
    if (!session) return 'ignored' as const;
    const found = await repo.findBySession(tx, session.id, true);
    if (!found) return 'unknown-session' as const;
    const { payment } = found;
    const outcome = completionOutcome(session, payment);
    if (outcome === 'amount-mismatch') {
      // Money for another amount is not this link's payment: kept for a person to look at, nothing changes.
      const change = {
        refused: outcome,
        event: event.id,
        amount_total: session.amount_total,
        currency: session.currency,
      };
      await audit.record(
        { userId: null, action: 'update', entity: 'payment', entityId: payment.paymentId, change },
        tx,
      );
    }
    if (outcome !== 'paid') return outcome;
    if (payment.status === 'PAID') return 'ignored' as const; // another event of a session already paid
    const paidAt = clock();
    await repo.setPaymentStatus(tx, payment.paymentId, { status: 'PAID', paidAt });
    const change = { before: { status: payment.status }, after: { status: 'PAID' }, event: event.id };
    await audit.record(
      { userId: null, action: 'update', entity: 'payment', entityId: payment.paymentId, change },
      tx,
    );
    // A link of an invoice cancelled meanwhile is still money received: the link is paid, the invoice stays.
    const invoice = await repo.markInvoicePaid(tx, payment.invoiceId, paidAt);
    if (invoice) {
      const paid = { before: { status: 'OPEN' }, after: { status: 'PAID' }, payment_id: payment.paymentId };
      await audit.record(
        { userId: null, action: 'update', entity: 'invoice', entityId: payment.invoiceId, change: paid },
        tx,
      );
    }
    return 'paid' as const;
  }

  async function expire(tx: Db, session: CheckoutSessionObject | null) {
    const found = session ? await repo.findBySession(tx, session.id, true) : undefined;
    if (!found) return session ? ('unknown-session' as const) : ('ignored' as const);
    if (found.payment.status !== 'OPEN') return 'ignored' as const;
    await repo.setPaymentStatus(tx, found.payment.paymentId, { status: 'EXPIRED' });
    return 'expired' as const;
  }

  return {
    /** Checks and handles one delivery; every accepted one answers 200 with what it did. */
    async receive(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentWebhookOutcome> {
      const event = deps.port.verifyWebhook(rawBody, signatureHeader);
      return db.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx, event.id, event.type, clock()))) return 'duplicate';
        if (PAID_EVENTS.has(event.type)) return settle(tx, event, event.session);
        if (event.type === 'checkout.session.expired') return expire(tx, event.session);
        return 'ignored';
      });
    },
  };
}

export type PaymentWebhook = ReturnType<typeof createPaymentWebhook>;
