import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';

/** Spec §5, word for word. */
export const SPECIAL_PROGRAMME_NAME_REQUIRED = 'Please provide a name for the Special Programme';
export const SPECIAL_PROGRAMME_START_REQUIRED = 'Please provide a start date for the Special Programme';
export const SPECIAL_PROGRAMME_START_INVALID = 'The start date for the Special Programme is invalid.';

/**
 * Spec §3/§5 special programme creation: name required, start date required and a valid YYYY-MM-DD
 * date, description optional (nullable). "Creation is refused without a call if any error is present":
 * the web validates with this schema before sending, the server again.
 */
export const createSpecialProgrammeRequest = z.object({
  name: z
    .string({ error: SPECIAL_PROGRAMME_NAME_REQUIRED })
    .trim()
    .min(1, { error: SPECIAL_PROGRAMME_NAME_REQUIRED }),
  description: z.string().trim().nullish(),
  start_date: z
    .string({ error: SPECIAL_PROGRAMME_START_REQUIRED })
    .trim()
    .min(1, { error: SPECIAL_PROGRAMME_START_REQUIRED, abort: true })
    .refine(isIsoDate, { error: SPECIAL_PROGRAMME_START_INVALID }),
});
export type CreateSpecialProgrammeRequest = z.input<typeof createSpecialProgrammeRequest>;
