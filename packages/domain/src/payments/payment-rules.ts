import { roundTo2 } from '../numbers/round.ts';

/** The currencies an invoice, and so a payment, can be in. */
export const PAYMENT_CURRENCIES = ['CHF', 'EUR', 'USD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/**
 * A checkout session id: the card provider's (`cs_test_…`, `cs_live_…`) or ours in local mode (`cs_local_…`).
 * Letters, digits and underscores only, so it is safe in a URL path and a log line.
 */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/** An amount of money (two decimals, as stored) in minor units: CHF 12.35 → 1235 (all three have cents). */
export function toMinorUnits(amount: number | string): number {
  return Math.round(roundTo2(Number(amount)) * 100);
}

/** What a payment link is made for: an invoice as the payments module reads it. */
export interface PayableInvoice {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  status: 'OPEN' | 'PAID' | 'CANCELLED';
  total: number;
}

export type LinkRefusal = 'credit-note' | 'not-open' | 'nothing-to-pay';

/**
 * Only an open invoice with something to pay gets a payment link: a credit note is money going back, a paid or
 * cancelled invoice is settled.
 */
export function linkRefusal(invoice: PayableInvoice): LinkRefusal | null {
  if (invoice.kind !== 'INVOICE') return 'credit-note';
  if (invoice.status !== 'OPEN') return 'not-open';
  if (!(toMinorUnits(invoice.total) > 0)) return 'nothing-to-pay';
  return null;
}

/** The part of a completed checkout session the rule reads (the provider's field names). */
export interface CompletedSession {
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
}

export type CompletionOutcome = 'paid' | 'unpaid' | 'amount-mismatch';

/**
 * A completed checkout session pays its link only when the provider says `payment_status` 'paid' (not
 * 'unpaid', which a delayed method such as a bank debit reports first, nor 'no_payment_required'), and for
 * exactly the link's amount in its currency: anything else leaves the invoice open for a person to look at.
 */
export function completionOutcome(
  session: CompletedSession,
  link: { amount: number | string; currency: string },
): CompletionOutcome {
  if (session.payment_status !== 'paid') return 'unpaid';
  const sameCurrency = (session.currency ?? '').toUpperCase() === link.currency.toUpperCase();
  return sameCurrency && session.amount_total === toMinorUnits(link.amount) ? 'paid' : 'amount-mismatch';
}
