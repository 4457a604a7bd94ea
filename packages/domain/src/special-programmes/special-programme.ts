import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';

/** The old app's messages, word for word (in the catalogue, so the web translates them). */
export const SPECIAL_PROGRAMME_NAME_REQUIRED = messages.specialProgrammeNameRequired;
export const SPECIAL_PROGRAMME_START_REQUIRED = messages.specialProgrammeStartRequired;
export const SPECIAL_PROGRAMME_START_INVALID = messages.specialProgrammeStartInvalid;

/**
 * Creating a special programme: name required, start date required and a valid YYYY-MM-DD date, description
 * optional (nullable). Nothing is sent while any of these fails: the web validates with this schema before
 * sending, the server again.
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
    .max(40, { error: SPECIAL_PROGRAMME_START_INVALID, abort: true })
    .refine(isIsoDate, { error: SPECIAL_PROGRAMME_START_INVALID }),
});
