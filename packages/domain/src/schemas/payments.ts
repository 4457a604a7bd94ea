import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { PAYMENT_CURRENCIES, SESSION_ID_PATTERN } from '../payments/payment-rules.ts';

// Payments of invoices through the payment port (issue 19): a payment link is a checkout session at the card
// provider (live) or on Brigade's own pay page (local); the provider's webhook marks it paid.

export const paymentStatuses = ['OPEN', 'PAID', 'EXPIRED'] as const;
export const paymentModes = ['local', 'live'] as const;

/** A payment link of an invoice, as the money screens show it. */
export const payment = z.object({
  payment_id: z.number().int(),
  invoice_id: z.number().int(),
  method: z.string(),
  mode: z.enum(paymentModes),
  session_id: z.string(),
  url: z.string(),
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  status: z.enum(paymentStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const paymentList = z.object({ items: z.array(payment) });
export type PaymentList = z.infer<typeof paymentList>;

export const paymentInvoiceParams = z.object({
  invoiceId: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(2_147_483_647, { error: messages.notFound }),
});

export const paymentSessionParams = z.object({
  sessionId: z.string().regex(SESSION_ID_PATTERN, { error: messages.paymentLinkUnknown }),
});

/**
 * What the public pay page shows of a session: the invoice's number and the amount, nothing personal. `can_pay_here`
 * is true for an open link of the local port while paying here is allowed (demo); a live link is paid at the
 * provider's `url`.
 */
export const publicPaymentSession = z.object({
  session_id: z.string(),
  invoice_number: z.string(),
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  status: z.enum(paymentStatuses),
  mode: z.enum(paymentModes),
  url: z.string(),
  can_pay_here: z.boolean(),
  paid_at: z.string().nullable(),
});
export type PublicPaymentSession = z.infer<typeof publicPaymentSession>;

/** Whether a session is paid, as the handled webhook event recorded it. */
export const paymentSessionCompleted = z.object({
  session_id: z.string(),
  completed: z.boolean(),
  status: z.enum(paymentStatuses),
});
export type PaymentSessionCompleted = z.infer<typeof paymentSessionCompleted>;

/** What a webhook delivery did: every accepted delivery answers 200 with one of these. */
export const paymentWebhookOutcomes = [
  'paid',
  'expired',
  'duplicate',
  'unpaid',
  'amount-mismatch',
  'unknown-session',
  'ignored',
] as const;
export const paymentWebhookResult = z.object({ outcome: z.enum(paymentWebhookOutcomes) });
export type PaymentWebhookOutcome = (typeof paymentWebhookOutcomes)[number];
