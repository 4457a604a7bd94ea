import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';
import { listResponse } from './common.ts';

// The audit log (Controls → Audit log, SUPER only): who changed or read what, and when; newest first.

/** Every text filter is bounded: the log is large and a filter is matched in SQL. */
export const AUDIT_FILTER_MAX = { user: 64, entity: 64, entity_id: 100 } as const;

const bounded = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.invalidValue })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * `user`: part of the acting user's name (case ignored; `system` finds the entries of no user); `entity`: the
 * record type exactly; `entity_id`: the record's key exactly; `from`/`to`: dates (Zurich) inclusive.
 */
export const auditListQuery = z
  .object({
    start: z.coerce.number().int().min(0).max(10_000_000).default(0),
    length: z.coerce.number().int().min(1).max(100).default(50),
    user: bounded(AUDIT_FILTER_MAX.user),
    entity: bounded(AUDIT_FILTER_MAX.entity),
    entity_id: bounded(AUDIT_FILTER_MAX.entity_id),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    error: messages.auditDatesReversed,
  });
export type AuditListQuery = z.output<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  /** The acting user's name; null for the system (seeding) or a user since deleted. */
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What the writer recorded: usually `{ before, after }`, the created or deleted record, or whose data was read. */
  change: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = listResponse(auditEntry);
export type AuditList = z.infer<typeof auditList>;
