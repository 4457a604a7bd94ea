import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, replacing, version } from './common.ts';

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });
const optional = (max: number, tooLong: string) =>
  z.string({ error: messages.invalidValue }).trim().max(max, { error: tooLong }).default('');

/** A CHF amount with at most two decimals; a form's text is read as a number ('' is missing, not 0). */
export function chfAmount(min: number, max: number, message: string, exclusiveMin = false) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: message })
      .refine((v) => Number.isFinite(v) && (exclusiveMin ? v > min : v >= min) && v <= max, {
        error: message,
      })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: message }),
  );
}

/** A pick-up point, every field by its old app name. */
export const pickUpPoint = z.object({
  pick_up_point_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  client_facing_name: z.string(),
  client_facing_description: z.string(),
  price_chf: z.number(),
  company: z.string(),
  street: z.string(),
  co: z.string(),
  postcode: z.string(),
  city: z.string(),
  version,
  updated_at: z.string(),
});
export type PickUpPoint = z.infer<typeof pickUpPoint>;

/** `q` searches the names, company, street, postcode and city. */
export const pickUpPointListQuery = listQuery([
  'name',
  'client_facing_name',
  'price_chf',
  'company',
  'street',
  'postcode',
  'city',
  'updated_at',
]);
export type PickUpPointListQuery = z.infer<typeof pickUpPointListQuery>;
export const pickUpPointList = listResponse(pickUpPoint);

const fields = {
  name: required(messages.nameRequired, 100, messages.nameTooLong),
  description: optional(1000, messages.textTooLong),
  client_facing_name: required(messages.clientFacingNameRequired, 100, messages.nameTooLong),
  client_facing_description: optional(1000, messages.textTooLong),
  price_chf: chfAmount(0, 1000, messages.priceInvalid),
  company: optional(100, messages.nameTooLong),
  street: required(messages.streetRequired, 100, messages.nameTooLong),
  co: optional(100, messages.nameTooLong),
  postcode: z
    .string({ error: messages.postcodeInvalid })
    .trim()
    .regex(/^\d{4}$/, { error: messages.postcodeInvalid }),
  city: required(messages.cityRequired, 100, messages.nameTooLong),
};

export const createPickUpPointRequest = z.object(fields);
export type CreatePickUpPointRequest = z.input<typeof createPickUpPointRequest>;
export type CreatePickUpPoint = z.output<typeof createPickUpPointRequest>;

/** An edit replaces every field (ADR 084): one left out is refused, never reset to ''. */
export const updatePickUpPointRequest = z.object({ ...replacing(fields), version });
export type UpdatePickUpPointRequest = z.input<typeof updatePickUpPointRequest>;
export type UpdatePickUpPoint = z.output<typeof updatePickUpPointRequest>;
