/** Payments through the payment port (issue 19): Brigade's own wording (the spec names no messages). */
export const paymentMessages = {
  paymentInvoiceNotOpen: 'Only an open invoice can be paid',
  paymentCreditNote: 'A credit note cannot be paid',
  paymentNothingToPay: 'There is nothing to pay on this invoice',
  paymentLinkUnknown: 'This payment link is not known',
  paymentLinkClosed: 'This payment link is no longer open',
  paymentLocalPayUnavailable: 'This payment link is paid at the card provider, not here',
  paymentNotConfigured:
    'Online payment is not set up: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (invoices are paid by bank transfer)',
  paymentSignatureInvalid: 'The payment notification is not signed correctly',
  paymentSignatureExpired: 'The payment notification is too old',
  paymentNotificationUnreadable: 'The payment notification cannot be read',
} as const;
