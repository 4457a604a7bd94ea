import { randomBytes } from 'node:crypto';
import { messages } from '@brigade/domain/messages/catalogue';
import { linkRefusal, toMinorUnits, type LinkRefusal } from '@brigade/domain/payments/payment-rules';
import type {
  Payment,
  PaymentList,
  PaymentSessionCompleted,
  PublicPaymentSession,
} from '@brigade/domain/schemas/payments';
import type { PaymentService } from '../../integrations/payments/port.ts';
import { AppError, businessRule, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toPayment, toPublicSession } from './mapping.ts';
import * as repo from './repository.ts';
import type { PaymentWebhook } from './webhook.ts';

const refusals: Record<LinkRefusal, string> = {
  'credit-note': messages.paymentCreditNote,
  'not-open': messages.paymentInvoiceNotOpen,
  'nothing-to-pay': messages.paymentNothingToPay,
};

/** The pay page of a session: `/pay/{id}` of the web app; the provider fills the id in after paying. */
export const payPagePath = (sessionId: string) => `/pay/${sessionId}`;

export interface PaymentsSettings {
  /** Whether the local pay page may take a payment (local port, demo mode or outside production). */
  localPay: boolean;
  /** The address customers open Brigade's public pages at (PUBLIC_URL); unset: the request's own. */
  publicUrl: string | undefined;
}

/**
 * Payment links of invoices (issue 19): one open link per invoice through the payment port, the links of an
 * invoice, the pay page's view of a session and, in local mode, its pretend payment — an event signed like the
 * provider's and handled by the same webhook, so local and live take one path to PAID.
 */
export function createPaymentsService(
  deps: CoreDeps & { port: PaymentService; webhook: PaymentWebhook; settings: PaymentsSettings },
) {
  const { db, audit, port, settings } = deps;
  const canPayHere = port.mode === 'local' && settings.localPay;

  async function bySession(sessionId: string) {
    const found = await repo.findBySession(db, sessionId);
    if (!found) throw notFound(messages.paymentLinkUnknown);
    return found;
  }

  async function publicSession(sessionId: string): Promise<PublicPaymentSession> {
    const { payment, invoiceNumber } = await bySession(sessionId);
    return toPublicSession(payment, invoiceNumber, canPayHere);
  }

  /** A checkout.session.completed event of a local session, as the provider would send it. */
  function localEvent(payment: repo.PaymentRow, invoiceNumber: string, created: Date) {
    return JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(created.getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: payment.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: toMinorUnits(payment.amount),
          currency: payment.currency.toLowerCase(),
          client_reference_id: String(payment.invoiceId),
          metadata: { invoice_number: invoiceNumber },
        },
      },
    });
  }

  return {
    /**
     * The open payment link of an open invoice, made through the port when it has none (201) or the one it has
     * (200). A paid or cancelled invoice or a credit note is refused (422), as is local mode in production
     * (nobody could pay there).
     */
    async link(
      userId: number,
      invoiceId: number,
      origin: string,
    ): Promise<{ payment: Payment; created: boolean }> {
      const invoice = await repo.findInvoice(db, invoiceId);
      if (!invoice) throw notFound();
      const refusal = linkRefusal({ ...invoice, total: Number(invoice.total) });
      if (refusal) throw businessRule(refusals[refusal]);
      if (port.mode === 'local' && !settings.localPay) throw businessRule(messages.paymentNotConfigured);
      const open = await repo.findOpen(db, invoiceId, port.mode);
      if (open) return { payment: toPayment(open), created: false };
      const base = settings.publicUrl ?? origin;
      const session = await port.createCheckout({
        invoiceId,
        number: invoice.number,
        amount: invoice.total,
        currency: invoice.currency,
        email: invoice.email,
        successUrl: `${base}${payPagePath('{CHECKOUT_SESSION_ID}')}`,
        cancelUrl: `${base}/pay`,
        attempt: await repo.countByInvoice(db, invoiceId),
      });
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insertPayment(tx, {
            invoiceId,
            mode: port.mode,
            sessionId: session.sessionId,
            url: session.url,
            amount: invoice.total,
            currency: invoice.currency,
          });
          const change = {
            after: { invoice_id: invoiceId, session_id: session.sessionId, amount: invoice.total },
          };
          await audit.record(
            { userId, action: 'create', entity: 'payment', entityId: inserted.paymentId, change },
            tx,
          );
          return inserted;
        });
        return { payment: toPayment(row), created: true };
      } catch (error) {
        // Two requests at once got the same session back (the idempotency key): the first one's row answers.
        if (!isUniqueViolation(error)) throw error;
        return { payment: toPayment((await bySession(session.sessionId)).payment), created: false };
      }
    },

    async list(invoiceId: number): Promise<PaymentList> {
      if (!(await repo.findInvoice(db, invoiceId))) throw notFound();
      return { items: (await repo.listByInvoice(db, invoiceId)).map(toPayment) };
    },

    publicSession,

    /** Whether a session is paid: what the handled webhook event recorded on its link. */
    async completed(sessionId: string): Promise<PaymentSessionCompleted> {
      const { payment } = await bySession(sessionId);
      return { session_id: payment.sessionId, completed: payment.status === 'PAID', status: payment.status };
    },

    /**
     * The local pay page's "Pay now": a checkout.session.completed event for the link's amount, signed with the
     * local key in the provider's scheme and handled by the webhook like a delivery. Paying a paid link again
     * changes nothing; an expired link, a live one or local mode in production is refused.
     */
    async payLocally(sessionId: string): Promise<PublicPaymentSession> {
      const { payment, invoiceNumber } = await bySession(sessionId);
      if (payment.mode !== 'local' || port.mode !== 'local' || !port.signLocalEvent)
        throw businessRule(messages.paymentLocalPayUnavailable);
      if (!settings.localPay) throw new AppError(403, 'FORBIDDEN', messages.paymentNotConfigured);
      if (payment.status === 'PAID') return toPublicSession(payment, invoiceNumber, canPayHere);
      if (payment.status !== 'OPEN') throw businessRule(messages.paymentLinkClosed);
      const payload = localEvent(payment, invoiceNumber, deps.clock());
      await deps.webhook.receive(Buffer.from(payload), port.signLocalEvent(payload));
      return publicSession(sessionId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
