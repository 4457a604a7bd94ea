import { z } from 'zod';
import { LABEL_LANGUAGES } from '../labels/label-texts.ts';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';
import { idParam, version } from './common.ts';

// Invoices (ADR 069): made in our database by the local accounting port, with gap-free numbers per year.

export const invoiceStatuses = ['OPEN', 'PAID', 'CANCELLED'] as const;
export const invoiceKinds = ['INVOICE', 'CREDIT_NOTE'] as const;

export const invoiceLine = z.object({
  position: z.number().int(),
  order_id: z.number().int().nullable(),
  week_start: z.string().nullable(),
  text: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  discount: z.number(),
  discount_code: z.string().nullable(),
  amount: z.number(),
});

export const invoiceAddress = z.object({
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddress>;

/** An invoice or credit note as the lists show it. */
export const invoiceSummary = z.object({
  invoice_id: z.number().int(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  credits_invoice_id: z.number().int().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  special_programme_id: z.number().int().nullable(),
  week_start: z.string().nullable(),
  title: z.string(),
  currency: z.enum(['CHF', 'EUR', 'USD']),
  total: z.number(),
  status: z.enum(invoiceStatuses),
  reference: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  version,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceDetail = invoiceSummary.extend({
  text: z.string(),
  address: invoiceAddress,
  email: z.string().nullable(),
  lines: z.array(invoiceLine),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

const optionalId = z.coerce
  .number()
  .int()
  .positive({ error: messages.notFound })
  .max(2_147_483_647)
  .optional();

/** The invoices of a week, a special programme, a customer or a status (each optional). */
export const invoiceListQuery = z.object({
  week_start: isoDateField.optional(),
  special_programme_id: optionalId,
  customer_id: optionalId,
  status: z.enum(invoiceStatuses, { error: messages.invalidValue }).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceList = z.object({
  items: z.array(invoiceSummary),
  totals: z.object({ count: z.number().int(), open: z.number(), paid: z.number() }),
});
export type InvoiceList = z.infer<typeof invoiceList>;

/** Invoice a week: every customer with orders delivered that week, or one customer (the add-invoice dialog). */
export const invoiceWeekRequest = z.object({
  week_start: isoDateField,
  customer_id: z.number().int().positive().max(2_147_483_647).optional(),
});
export type InvoiceWeekRequest = z.infer<typeof invoiceWeekRequest>;

/** What invoicing made: the new invoices, and the customers left out with the reason. */
export const invoiceRunResult = z.object({
  created: z.array(invoiceSummary),
  skipped: z.array(
    z.object({ customer_id: z.number().int(), customer_name: z.string(), reason: z.string() }),
  ),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResult>;

export const invoiceJob = z.object({ job_id: z.string() });

export const invoiceParams = idParam;
export const invoiceVersionRequest = z.object({ version });
export const invoicePdfQuery = z.object({
  lang: z.enum(LABEL_LANGUAGES, { error: messages.labelsLanguageInvalid }).default('en'),
});
export const invoiceSendRequest = z.object({
  version,
  lang: z.enum(LABEL_LANGUAGES, { error: messages.labelsLanguageInvalid }).default('en'),
});

/** 'Programme payments and invoices': what was invoiced, paid and open per order of a customer. */
export const customerMoney = z.object({
  customer_id: z.number().int(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      invoiced: z.number(),
      paid: z.number(),
      open: z.number(),
      weeks: z.array(z.string()),
    }),
  ),
  invoices: z.array(invoiceSummary),
  totals: z.object({ invoiced: z.number(), paid: z.number(), open: z.number() }),
});
export type CustomerMoney = z.infer<typeof customerMoney>;
