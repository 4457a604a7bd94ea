import { isIBANValid } from 'swissqrbill/utils';
import { z } from 'zod';

/**
 * Who invoices are paid to (ADR 069), printed on every invoice and in its QR-bill payment part:
 *
 * INVOICE_CREDITOR_NAME      the business's name (Brigade Kitchen AG)
 * INVOICE_CREDITOR_STREET    its street and number (Hardstrasse 201)
 * INVOICE_CREDITOR_ZIP       its postcode (8005)
 * INVOICE_CREDITOR_CITY      its town (Zürich)
 * INVOICE_CREDITOR_COUNTRY   its country, 2 letters (CH)
 * INVOICE_IBAN               the account paid into: a QR-IBAN (payments carry a 27-digit QR reference) or an
 *                            ordinary IBAN (an RF creditor reference). The default is the QR-bill standard's
 *                            example QR-IBAN, for the demo: set the real one in production.
 * INVOICE_PAYMENT_DAYS       days from issue to the due date (30)
 */
export const invoiceEnv = {
  INVOICE_CREDITOR_NAME: z.string().trim().min(1).max(70).default('Brigade Kitchen AG'),
  INVOICE_CREDITOR_STREET: z.string().trim().min(1).max(70).default('Hardstrasse 201'),
  INVOICE_CREDITOR_ZIP: z.string().trim().min(1).max(16).default('8005'),
  INVOICE_CREDITOR_CITY: z.string().trim().min(1).max(35).default('Zürich'),
  INVOICE_CREDITOR_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'INVOICE_CREDITOR_COUNTRY must be a 2-letter country code such as CH' })
    .default('CH'),
  INVOICE_IBAN: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine((value) => /^(CH|LI)\d{19}$/.test(value) && isIBANValid(value), {
      error: 'INVOICE_IBAN must be a valid Swiss or Liechtenstein IBAN (21 characters)',
    })
    .default('CH4431999123000889012'),
  INVOICE_PAYMENT_DAYS: z.coerce
    .number({ error: 'INVOICE_PAYMENT_DAYS must be a whole number of days from 0 to 365' })
    .int({ error: 'INVOICE_PAYMENT_DAYS must be a whole number of days from 0 to 365' })
    .min(0, { error: 'INVOICE_PAYMENT_DAYS must be a whole number of days from 0 to 365' })
    .max(365, { error: 'INVOICE_PAYMENT_DAYS must be a whole number of days from 0 to 365' })
    .default(30),
};

export interface InvoiceConfig {
  creditor: { name: string; street: string; postcode: string; city: string; country: string; iban: string };
  paymentDays: number;
}

type InvoiceEnv = z.infer<z.ZodObject<typeof invoiceEnv>>;

export function readInvoices(e: InvoiceEnv): InvoiceConfig {
  return {
    creditor: {
      name: e.INVOICE_CREDITOR_NAME,
      street: e.INVOICE_CREDITOR_STREET,
      postcode: e.INVOICE_CREDITOR_ZIP,
      city: e.INVOICE_CREDITOR_CITY,
      country: e.INVOICE_CREDITOR_COUNTRY,
      iban: e.INVOICE_IBAN,
    },
    paymentDays: e.INVOICE_PAYMENT_DAYS,
  };
}
