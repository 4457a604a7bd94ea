import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';

// A customer's data rights (ADR 082): everything stored about them as one download, and their erasure.

export const CUSTOMER_DATA_FORMATS = ['json', 'csv'] as const;
export type CustomerDataFormat = (typeof CUSTOMER_DATA_FORMATS)[number];

export const customerDataExportQuery = z.object({
  format: z.enum(CUSTOMER_DATA_FORMATS, { error: messages.invalidValue }).default('json'),
});

/** The erasure must be confirmed by typing the customer's number or full name back. */
export const eraseCustomerRequest = z.object({
  confirm: z
    .string({ error: messages.erasureNotConfirmed })
    .trim()
    .min(1, { error: messages.erasureNotConfirmed })
    .max(200, { error: messages.erasureNotConfirmed }),
});
export type EraseCustomerRequest = z.infer<typeof eraseCustomerRequest>;

/** What the erasure did: the rows it deleted per table and the records it kept for the accounting law. */
export const eraseCustomerResponse = z.object({
  customer_id: z.number().int(),
  deleted: z.record(z.string(), z.number().int()),
  kept: z.record(z.string(), z.number().int()),
});
export type EraseCustomerResponse = z.infer<typeof eraseCustomerResponse>;

/** One table of the export: the rows as stored (API-style field names), each table a section of the CSV. */
export type CustomerDataSections = Record<string, Record<string, unknown>[]>;
