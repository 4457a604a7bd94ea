import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse } from './common.ts';

// The newsletter sign-up (ADR 059): chosen customers are added to the e-mail marketing list as one job, and
// each contact's answer is kept.

/** The answer for one contact: did not opt in (never sent), already on the list, added now, or failed. */
export const MAILING_RESULTS = ['NO_SIGN_UP', 'ALREADY_SIGNED_UP', 'SUCCESS', 'FAILED'] as const;
export type MailingResult = (typeof MAILING_RESULTS)[number];

export const BULK_SIGN_UP_MAX = 1000;

export const newsletterContact = z.object({
  customer_id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The customer's own choice: only true is ever sent to the list. */
  newsletter: z.boolean(),
  /** The last answer for this customer, if any. */
  last_result: z.enum(MAILING_RESULTS).nullable(),
  last_message: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type NewsletterContact = z.infer<typeof newsletterContact>;

export const newsletterContactQuery = listQuery(['name', 'email']).extend({
  /** Only the customers who opted in. */
  opted_in: z
    .enum(['true', 'false'], { error: messages.invalidValue })
    .default('false')
    .transform((v) => v === 'true'),
});
export type NewsletterContactParams = z.output<typeof newsletterContactQuery>;
export const newsletterContactList = listResponse(newsletterContact);

export const bulkSignUpRequest = z.object({
  customer_ids: z
    .array(z.number().int().positive().max(2_147_483_647), { error: messages.invalidValue })
    .min(1, { error: messages.newsletterNobodyChosen })
    .max(BULK_SIGN_UP_MAX, { error: messages.newsletterTooMany }),
});
export type BulkSignUpRequest = z.infer<typeof bulkSignUpRequest>;

export const signUpResult = z.object({
  customer_id: z.number(),
  email: z.string(),
  result: z.enum(MAILING_RESULTS),
  message: z.string(),
  at: z.string(),
});
export type SignUpResult = z.infer<typeof signUpResult>;

export const signUpRun = z.object({
  job_id: z.string(),
  /** created/active while it runs; completed when every contact has its answer. */
  state: z.string(),
  /** How many customers the run signs up; null until it has started. */
  total: z.number().nullable(),
  results: z.array(signUpResult),
});
export type SignUpRun = z.infer<typeof signUpRun>;

export const signUpRunParams = z.object({ jobId: z.uuid({ error: messages.invalidValue }) });
