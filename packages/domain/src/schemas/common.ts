import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';

/** The error body of every failed call. `details` holds one message per field for 400s (ADR 017). */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORISED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'MAINTENANCE',
  'INTERNAL_ERROR',
  /** The account is disabled: its correct password does not log in (ADR 080). */
  'ACCOUNT_DISABLED',
  /** The session may only change its one-time password (or log out) until it does (ADR 080). */
  'PASSWORD_CHANGE_REQUIRED',
  /** A configured outside service refused for its quota (recipe-data service 402). */
  'QUOTA_EXCEEDED',
  /** A configured outside service failed or did not answer in time (502). */
  'UPSTREAM_FAILED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error_code: z.string(),
  error_message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
  /** The request's id (also the x-request-id header): every error answer names it, so a report finds its log. */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

// Ids are PostgreSQL integers: a larger number can name no record, and must not reach the database.
export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(2_147_483_647, { error: messages.notFound }),
});

/** Lists start at 0 and page 100 by default (postcodes 10000). */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S, maxLength = 100) {
  return z.object({
    start: z.coerce.number().int().min(0).default(0),
    length: z.coerce.number().int().min(1).max(maxLength).default(Math.min(100, maxLength)),
    q: z.string().trim().max(200).optional(),
    sort_by: z.enum(sortable).optional(),
    sort_dir: z.enum(['asc', 'desc']).default('asc'),
  });
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** Optimistic concurrency: every mutable record carries a version, and updates send it back. */
export const version = z.number().int().min(1);

/** `?version=N` of a DELETE: the version the client last saw (a stale one gets 409). */
export const versionQuery = z.object({
  version: z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(1, { error: messages.invalidValue }),
});

/** Lists export as CSV (byte-order mark, CRLF) or .xlsx (ADR 010). */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** An export holds at most this many rows; a list that grows past it needs a narrower filter. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A list's export takes the list's own query plus `format` (`listQuery(...).extend(exportFormatField)`); it
 * ignores start and length and answers every matching row, up to EXPORT_MAX_ROWS.
 */
export const exportFormatField = { format: z.enum(exportFormats).default('csv') };

/**
 * The fields of a body that replaces a whole record (a PUT, ADR 084): each is sent, an explicit null clears a
 * nullable one, and a field left out is refused instead of silently taking its create-time default (an omitted
 * delivery address must never clear the stored one).
 */
export function replacing<T extends z.ZodRawShape>(shape: T) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as { [K in keyof T]: T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K] };
}
