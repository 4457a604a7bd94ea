import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';
import { courierTypes } from './delivery.ts';

/** Postcodes and their zones; their lists page up to 10,000 rows (a canton's postcodes on one page). */
export const POSTCODE_PAGE_MAX = 10_000;

export const postcodeValue = z
  .string({ error: messages.postcodeInvalid })
  .trim()
  .regex(/^[1-9]\d{3}$/, { error: messages.postcodeInvalid });

export const postcodeParam = z.object({ postcode: postcodeValue });

export const postcode = z.object({
  postcode: z.string(),
  place: z.string(),
  /** -1 (the UNKNOWN zone) when the postcode has no known zone. */
  postcode_zone_id: z.number().int(),
  zone: z.string(),
  version,
  updated_at: z.string(),
});
export type Postcode = z.infer<typeof postcode>;

export const postcodeListQuery = listQuery(
  ['postcode', 'place', 'zone', 'updated_at'],
  POSTCODE_PAGE_MAX,
).extend({
  postcode_zone_id: z.coerce.number({ error: messages.invalidValue }).int().optional(),
});
export type PostcodeListQuery = z.infer<typeof postcodeListQuery>;
export const postcodeList = listResponse(postcode);

const zoneId = z.coerce.number({ error: messages.zoneUnknown }).int({ error: messages.zoneUnknown });
/** A zone by id; '' or null: the UNKNOWN zone (-1). */
const blankZoneIsUnknown = (v: unknown) => (v === '' || v === null ? -1 : v);
const place = z.string({ error: messages.invalidValue }).trim().max(100, { error: messages.nameTooLong });

/** A new postcode: place and zone left out are none ('' and UNKNOWN). */
export const createPostcodeRequest = z.object({
  postcode: postcodeValue,
  place: place.default(''),
  postcode_zone_id: z.preprocess((v) => (v === undefined ? -1 : blankZoneIsUnknown(v)), zoneId),
});
export type CreatePostcodeRequest = z.input<typeof createPostcodeRequest>;
/** An edit replaces place and zone (ADR 084): one left out is refused, never reset; a null zone is UNKNOWN. */
export const updatePostcodeRequest = z.object({
  place,
  postcode_zone_id: z.preprocess(blankZoneIsUnknown, zoneId),
  version,
});
export type UpdatePostcodeRequest = z.input<typeof updatePostcodeRequest>;

/** Bulk update of postcode zone codes: pasted text or an uploaded CSV, one 'postcode, zone' a line. */
export const bulkPostcodeZonesRequest = z.object({
  text: z
    .string({ error: messages.postcodeImportEmpty })
    .max(500_000, { error: messages.postcodeImportInvalid })
    .refine((t) => t.trim().length > 0, { error: messages.postcodeImportEmpty }),
});
export const bulkPostcodeZonesResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type BulkPostcodeZonesResult = z.infer<typeof bulkPostcodeZonesResult>;

/** Postcodes grouped by their zone (UNKNOWN first when it holds postcodes), with each zone's price. */
export const postcodeZoneGroups = z.object({
  groups: z.array(
    z.object({
      postcode_zone_id: z.number().int(),
      zone: z.string(),
      price_chf: z.number().nullable(),
      postcode_count: z.number().int(),
    }),
  ),
});

/** Courier lookup for a postcode: the zone's default courier, else the first courier of its delivery type. */
export const postcodeCourier = z.object({
  postcode: z.string(),
  postcode_zone_id: z.number().int(),
  zone: z.string(),
  courier_id: z.number().int().nullable(),
  courier: z.string().nullable(),
  courier_type: z.enum(courierTypes).nullable(),
  source: z.enum(['zone_default', 'delivery_type', 'none']),
});
export type PostcodeCourier = z.infer<typeof postcodeCourier>;
