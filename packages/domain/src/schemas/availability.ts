import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse } from './common.ts';

/** Dates sent to the server are YYYY-MM-DD. */
export const isoDateField = z
  .string({ error: messages.dateInvalid })
  .trim()
  .max(40, { error: messages.dateInvalid })
  .refine((value) => isIsoDate(value), { error: messages.dateInvalid });

/** A blocked date: a day the booking funnel offers no delivery. */
export const blockedDate = z.object({ date: z.string(), created_at: z.string() });
export type BlockedDate = z.infer<typeof blockedDate>;

/** `q` searches the date text (e.g. `2026-12` for December 2026); `from` keeps dates on or after it. */
export const blockedDateListQuery = listQuery(['date', 'created_at']).extend({
  from: isoDateField.optional(),
});
export type BlockedDateListQuery = z.infer<typeof blockedDateListQuery>;
export const blockedDateList = listResponse(blockedDate);

const dateList = z
  .array(isoDateField, { error: messages.datesMustBeArray })
  .min(1, { error: messages.datesRequired })
  .max(366, { error: messages.tooManyDates });

/** Blocking takes several dates at once ('Dates must be array' otherwise). */
export const blockDatesRequest = z.object({ dates: dateList });
export type BlockDatesRequest = z.infer<typeof blockDatesRequest>;

/** Dates already blocked are left as they are and reported, so a retry is harmless. */
export const blockDatesResponse = z.object({
  added: z.array(z.string()),
  already_blocked: z.array(z.string()),
});
export type BlockDatesResponse = z.infer<typeof blockDatesResponse>;

/** Unblocking takes the dates as `?dates=2026-12-24,2026-12-25` or the parameter repeated. */
export const unblockDatesQuery = z.object({
  dates: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((d) => d.trim() !== '') : value),
    dateList,
  ),
});
