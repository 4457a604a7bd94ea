import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';

/** Spec §5, word for word (in the catalogue, so the web translates them). */
export const SPECIAL_PROGRAMME_NAME_REQUIRED = messages.specialProgrammeNameRequired;
export const SPECIAL_PROGRAMME_START_REQUIRED = messages.specialProgrammeStartRequired;
export const SPECIAL_PROGRAMME_START_INVALID = messages.specialProgrammeStartInvalid;

/**
 * Spec §3/§5 special programme creation: name required, start date required and a valid YYYY-MM-DD
 * date, description optional (nullable). "Creation is refused without a call if any error is present":
 * the web validates with this schema before sending, the server again.
 */
export const createSpecialProgrammeRequest = z.object({
  name: z
    .string({ error: SPECIAL_PROGRAMME_NAME_REQUIRED })
    .trim()
    .min(1, { error: SPECIAL_PROGRAMME_NAME_REQUIRED })
    .max(100, { error: messages.nameTooLong }),
  description: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .nullish(),
  start_date: z
    .string({ error: SPECIAL_PROGRAMME_START_REQUIRED })
    .trim()
    .min(1, { error: SPECIAL_PROGRAMME_START_REQUIRED, abort: true })
    .refine(isIsoDate, { error: SPECIAL_PROGRAMME_START_INVALID }),
});
export type CreateSpecialProgrammeRequest = z.input<typeof createSpecialProgrammeRequest>;
