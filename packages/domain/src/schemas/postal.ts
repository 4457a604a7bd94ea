import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { ADDRESS_QUALITIES, FRANKING_ZONES } from '../postal/identcode.ts';
import { isoDateField } from './availability.ts';
import { idParam } from './common.ts';
import { postcodeValue } from './postcodes.ts';

// The postal service (ADR 067): address checks and parcel labels of the day's orders that go by post.

const modeField = z.enum(['local', 'live']);

/** The mode, and whether calls can be made: never the token itself. */
export const postalStatus = z.object({
  mode: modeField,
  has_token: z.boolean(),
  /** Without a token: the old app's message ('No access token found'), and why the token call failed. */
  message: z.string().nullable(),
  reason: z.string().nullable(),
  /** The franking zones a label can be made for (those with a licence). */
  franking_zones: z.array(z.enum(FRANKING_ZONES)),
});
export type PostalStatus = z.infer<typeof postalStatus>;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: messages.nameTooLong });

export const postalAddressRequest = z.object({
  name: z.string().trim().max(100, { error: messages.nameTooLong }).default(''),
  street: required(messages.streetRequired, 100),
  house_number: required(messages.postalHouseNumberRequired, 20),
  postcode: postcodeValue,
  city: required(messages.postalCityRequired, 100),
});
export type PostalAddressRequest = z.input<typeof postalAddressRequest>;

export const postalValidation = z.object({
  quality: z.enum(ADDRESS_QUALITIES),
  /** The address as the postal service would use it (a corrected city, say). */
  address: z.object({ street: z.string(), house_number: z.string(), postcode: z.string(), city: z.string() }),
  /** Why it is not certified (catalogue messages in local mode). */
  messages: z.array(z.string()),
});
export type PostalValidation = z.infer<typeof postalValidation>;

const party = z.object({
  name: z.string(),
  company: z.string().nullish(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
});

export const postalLabel = z.object({
  label_id: z.number().int(),
  date: z.string(),
  code: z.string(),
  order_ids: z.array(z.number().int()),
  item_id: z.string(),
  identcode: z.string(),
  /** Printed in groups: 99.60.013217.00005959. */
  identcode_text: z.string(),
  mode: modeField,
  franking_zone: z.enum(FRANKING_ZONES),
  recipient: party,
  weight_grams: z.number().int(),
  created_at: z.string(),
});
export type PostalLabelView = z.infer<typeof postalLabel>;

export const postalDateParams = z.object({ date: isoDateField });
export const postalLabelParams = idParam;

/** A date's orders that go by post (the default team's consignments with a POST courier), each checked. */
export const postalDay = z.object({
  date: z.string(),
  mode: modeField,
  orders: z.array(
    z.object({
      code: z.string(),
      order_ids: z.array(z.number().int()),
      recipient: party,
      weight_grams: z.number().int(),
      courier: z.string(),
      validation: postalValidation.nullable(),
      /** The service could not check the address (no token, no answer): its message. */
      validation_error: z.string().nullable(),
      label: postalLabel.nullable(),
    }),
  ),
});
export type PostalDay = z.infer<typeof postalDay>;

export const postalLabelsResponse = z.object({ labels: z.array(postalLabel) });

export const createPostalLabelRequest = z.object({
  date: isoDateField,
  order_id: idParam.shape.id,
  franking_zone: z.enum(FRANKING_ZONES, { error: messages.invalidValue }).default('standard'),
});
export type CreatePostalLabelRequest = z.input<typeof createPostalLabelRequest>;

export const createDayLabelsRequest = createPostalLabelRequest.omit({ date: true, order_id: true });

/** Labels made for a day in one go: those made now, those kept from before, and the orders left out. */
export const dayLabelsResponse = z.object({
  created: z.array(postalLabel),
  labels: z.array(postalLabel),
  skipped: z.array(z.object({ code: z.string(), order_ids: z.array(z.number().int()), reason: z.string() })),
  /** The day's labels in one PDF (local mode); null where each label is its own PDF (live). */
  sheet_url: z.string().nullable(),
});
export type DayLabelsResponse = z.infer<typeof dayLabelsResponse>;
