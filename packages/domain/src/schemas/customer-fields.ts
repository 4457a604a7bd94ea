import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';

// The fields of the customer and address forms, each with the message the form shows under it.

/** Free text up to `max` characters; blank is ''. */
export const text = (max: number, tooLong: string) =>
  z.string({ error: messages.invalidValue }).trim().max(max, { error: tooLong }).default('');

/** Text that must be given (`message` when blank), up to `max` characters. */
export const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: messages.nameTooLong });

/** Blank is no e-mail; anything else must look like one. */
export const optionalEmail = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(254, { error: messages.emailInvalid })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: messages.emailInvalid })
  .default('');

/** Digits and spaces (as typed: '079 123 45 67'); stored without spaces. */
export const phoneNumber = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .regex(/^[0-9 ]{0,20}$/, { error: messages.phoneInvalid })
  .transform((v) => v.replace(/ /g, ''))
  .default('');

/** '41', '+41' or '0041' → '41'. */
export const phoneCc = z
  .union([z.string().max(10, { error: messages.phoneCcInvalid }), z.number()], {
    error: messages.phoneCcInvalid,
  })
  .transform((v) =>
    String(v)
      .trim()
      .replace(/^(\+|00)/, ''),
  )
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/, { error: messages.phoneCcInvalid }))
  .default('41');

/** A number from a form ('' and null are none; left out, it is refused unless a default is given). */
export const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, { error: message })
      .nullable(),
  );

/** A date YYYY-MM-DD, or none ('' is none; left out, it is refused unless a default is given). */
export const optionalDate = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: message })
      .trim()
      .max(40, { error: message })
      .refine((d) => isIsoDate(d), { error: message })
      .nullable(),
  );

/** Names typed in one by one (other allergens, dislikes): each once, up to case, the first spelling kept. */
export const nameList = z
  .array(
    z.string({ error: messages.listItemInvalid }).trim().min(1, { error: messages.listItemInvalid }).max(100),
    {
      error: messages.listItemInvalid,
    },
  )
  .max(100, { error: messages.listItemInvalid })
  .transform((items) =>
    items.filter((item, i) => items.findIndex((x) => x.toLowerCase() === item.toLowerCase()) === i),
  )
  .default([]);

/** Allergen ids, each once. */
export const idList = z
  .array(z.number({ error: messages.allergenUnknown }).int().positive().max(2_147_483_647), {
    error: messages.allergenUnknown,
  })
  .max(200)
  .transform((ids) => [...new Set(ids)])
  .default([]);

/** A customer's notes are JSON text; blank is '{}'. */
export const notes = z
  .string({ error: messages.notesInvalidJson })
  .max(5000, { error: messages.notesTooLong })
  .transform((v) => (v.trim() === '' ? '{}' : v.trim()))
  .refine(
    (v) => {
      try {
        JSON.parse(v);
        return true;
      } catch {
        return false;
      }
    },
    { error: messages.notesInvalidJson },
  )
  .default('{}');
