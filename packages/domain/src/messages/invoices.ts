/** Invoices (ADR 069): Brigade's own wording (the old app's accounting tool showed the provider's). */
export const invoiceMessages = {
  invoiceNothingToBill:
    'Nothing to invoice: this customer has no order delivered that week that is not invoiced yet',
  invoiceNotOpen: 'Only an open invoice can be changed',
  invoiceNoEmail: 'This customer has no e-mail address to send the invoice to',
  invoiceProgrammeNothingToBill:
    'Nothing to invoice: no customer of this programme is billed through accounting and not invoiced yet',
  invoiceShopOrderNoCustomer: 'This shop order is not imported for a customer yet: import it first',
  invoiceShopOrderExists: 'This shop order already has an invoice',
  invoiceShopOrderUnreadable: 'The lines or the currency of this shop order cannot be invoiced',
} as const;
