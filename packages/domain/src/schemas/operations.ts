import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';

// The developers' tools (ADR 056, 057): the job queue with its dead letters, the e-mail outbox and the state
// of every outside service.

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const jobProgress = z.object({ done: z.number(), total: z.number(), note: z.string().nullable() });

export const jobView = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(jobStates),
  /** Tries made after the first one, and how many are allowed before the job becomes a dead letter. */
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** While it runs: how far it has come. */
  progress: jobProgress.nullable(),
  /** When it has finished: what it reports (counts, ids). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** When it failed: the reason of the last try. */
  error: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

export const jobListQuery = z.object({
  /** `failed` lists the dead letters: jobs whose every try failed. */
  state: z.enum(jobStates).optional(),
  name: z.string().max(100).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

export const jobList = z.object({ jobs: z.array(jobView) });

export const jobParams = z.object({ name: z.string().min(1).max(100), id: z.uuid() });

/** A running job's progress as the SSE event `job-progress` carries it. */
export const jobProgressEvent = z.object({
  id: z.string(),
  name: z.string(),
  done: z.number(),
  total: z.number(),
  note: z.string().nullable().optional(),
});
export type JobProgressEvent = z.infer<typeof jobProgressEvent>;

// ---- e-mail ----

export const OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;

const address = z.email({ error: messages.emailInvalid }).max(254);
const addressList = z.array(address).max(20);

/** The kitchen e-mail: a message from the kitchen to suppliers or staff. */
export const kitchenEmailRequest = z
  .object({
    to: addressList.min(1, { error: messages.emailRecipientRequired }),
    cc: addressList.default([]),
    bcc: addressList.default([]),
    subject: z.string().trim().min(1, { error: messages.emailSubjectRequired }).max(200),
    text: z.string().max(50_000).default(''),
    html: z.string().max(200_000).optional(),
  })
  .refine((mail) => mail.text.trim() !== '' || Boolean(mail.html?.trim()), {
    error: messages.emailBodyRequired,
    path: ['text'],
  });
export type KitchenEmailRequest = z.infer<typeof kitchenEmailRequest>;

export const outboxMessage = z.object({
  id: z.number().int(),
  /** What sent it: 'kitchen', 'logistics', 'invoice' … */
  kind: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** The names of the files sent with it (an invoice's PDF). */
  attachments: z.array(z.string()),
  /** queued: waiting for its job; sent: the SMTP server took it; kept: no SMTP configured, kept here only. */
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxList = z.object({ messages: z.array(outboxMessage) });

// ---- outside services ----

export const integrationStatus = z.object({
  /** The service: 'mail', 'booking', 'recipe-data', 'storage', 'shop' … */
  name: z.string(),
  /** local: built in (nothing leaves Brigade); live: the provider's API, configured by the environment. */
  mode: z.enum(['local', 'live']),
  last_success_at: z.string().nullable(),
  last_failure_at: z.string().nullable(),
  last_failure: z.string().nullable(),
});
export type IntegrationStatus = z.infer<typeof integrationStatus>;

export const integrationList = z.object({ integrations: z.array(integrationStatus) });
