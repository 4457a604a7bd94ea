import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { replacing, version } from './common.ts';
import { coordinate, optionalEmail, required, text } from './customer-fields.ts';

/** A customer's address as stored (is_delivery set by the save rule: a delivery address, not billing). */
export const address = z.object({
  address_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  street: z.string(),
  co: z.string(),
  postcode: z.string(),
  city: z.string(),
  email: z.string(),
  country_code: z.string(),
  zip_annex: z.string(),
  instruction: z.string(),
  is_delivery: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version,
});
export type Address = z.infer<typeof address>;

const addressFields = {
  address_id: z.number().int().min(-1).max(2_147_483_647).nullish(),
  name: text(100, messages.nameTooLong),
  phone: text(30, messages.phoneInvalid),
  company: text(100, messages.nameTooLong),
  street: required(messages.streetRequired),
  co: text(100, messages.nameTooLong),
  postcode: z
    .string({ error: messages.postcodeRequired })
    .trim()
    .min(1, { error: messages.postcodeRequired })
    .max(10, { error: messages.postcodeTooLong }),
  city: required(messages.cityRequired),
  email: optionalEmail,
  country_code: z
    .string({ error: messages.countryCodeInvalid })
    .trim()
    .max(10, { error: messages.countryCodeInvalid })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: messages.countryCodeInvalid }))
    .default('CH'),
  zip_annex: text(20, messages.textTooLong),
  instruction: text(1000, messages.textTooLong),
  latitude: coordinate(90, messages.latitudeInvalid).default(null),
  longitude: coordinate(180, messages.longitudeInvalid).default(null),
};

function checkAddress(
  a: { country_code: string; postcode: string; latitude: number | null; longitude: number | null },
  ctx: z.RefinementCtx,
) {
  if (a.country_code === 'CH' && !/^\d{4}$/.test(a.postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: messages.postcodeInvalid });
  }
  if ((a.latitude === null) !== (a.longitude === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [a.latitude === null ? 'latitude' : 'longitude'],
      message: messages.coordinatesIncomplete,
    });
  }
}

/** An address as a new customer's form sends it. address_id absent or -1 = new. */
export const addressInput = z.object(addressFields).superRefine(checkAddress);
export type AddressValues = z.output<typeof addressInput>;

/**
 * An address inside a customer's edit (ADR 084): every field is sent, one left out is refused (never reset to
 * blank). address_id absent or -1 is still a new address.
 */
export const wholeAddressInput = z.object(replacing(addressFields)).superRefine(checkAddress);
export type WholeAddressInput = z.input<typeof wholeAddressInput>;
