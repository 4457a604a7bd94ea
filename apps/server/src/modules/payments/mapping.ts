import type { PaymentCurrency } from '@brigade/domain/payments/payment-rules';
import type { Payment, PublicPaymentSession } from '@brigade/domain/schemas/payments';
import type { PaymentRow } from './repository.ts';

export function toPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.paymentId,
    invoice_id: row.invoiceId,
    method: row.method,
    mode: row.mode === 'live' ? 'live' : 'local',
    session_id: row.sessionId,
    url: row.url,
    amount: Number(row.amount),
    currency: row.currency as PaymentCurrency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The pay page's view: the invoice's number and the amount, nothing about the customer. */
export function toPublicSession(
  row: PaymentRow,
  invoiceNumber: string,
  canPayHere: boolean,
): PublicPaymentSession {
  const payment = toPayment(row);
  return {
    session_id: payment.session_id,
    invoice_number: invoiceNumber,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    mode: payment.mode,
    url: payment.url,
    can_pay_here: canPayHere && payment.mode === 'local' && payment.status === 'OPEN',
    paid_at: payment.paid_at,
  };
}
