import { z } from 'zod';
import { MAX_COURIER_COLUMNS } from '../logistics/delivery-set-labels.ts';
import { messages } from '../messages/catalogue.ts';
import { listQuery, listResponse, version } from './common.ts';

/** The kinds of courier a delivery type can use. */
export const courierTypes = [
  'ULTRA KURIER',
  'LUCKABOX',
  'PICKUP',
  'BRING TO MAILBOX',
  'POST',
  'NO TIME',
] as const;
export type CourierType = (typeof courierTypes)[number];

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(100, { error: messages.nameTooLong });

/** 'HH:MM', 00:00 to 23:59. */
export const timeOfDay = z
  .string({ error: messages.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.timeInvalid });

/** A delivery window 'HH:MM-HH:MM' whose start is before its end. */
export const deliveryWindow = z
  .string({ error: messages.deliveryTimesInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d ?- ?([01]\d|2[0-3]):[0-5]\d$/, { error: messages.deliveryTimesInvalid })
  .transform((w) => w.replace(/ /g, ''))
  .refine((w) => w.slice(0, 5) < w.slice(6), { error: messages.deliveryTimesInvalid });

/**
 * A courier's delivery times (`delivery_times`): the windows in which it delivers. Forms send them as
 * one comma-separated text ('08:00-12:00, 14:00-18:00'); the API also takes a list.
 */
export const deliveryTimes = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[,;\n]/)
          .map((w) => w.trim())
          .filter(Boolean)
      : value,
  z
    .array(deliveryWindow, { error: messages.deliveryTimesInvalid })
    .max(10, { error: messages.deliveryTimesInvalid }),
);

export const courier = z.object({
  courier_id: z.number().int(),
  name: z.string(),
  courier_type: z.enum(courierTypes),
  delivery_times: z.array(z.string()),
  version,
  updated_at: z.string(),
});
export type Courier = z.infer<typeof courier>;

export const courierListQuery = listQuery(['courier_id', 'name', 'courier_type', 'updated_at']);
export type CourierListQuery = z.infer<typeof courierListQuery>;
export const courierList = listResponse(courier);

export const createCourierRequest = z.object({
  name,
  courier_type: z.enum(courierTypes, { error: messages.courierTypeInvalid }),
  delivery_times: deliveryTimes,
});
export type CreateCourierRequest = z.input<typeof createCourierRequest>;
export const updateCourierRequest = createCourierRequest.extend({ version });
export type UpdateCourierRequest = z.input<typeof updateCourierRequest>;

// ---- Delivery types: a name and up to 5 courier columns, each with its own _from and _to ----

export const courierColumnNumbers = Array.from({ length: MAX_COURIER_COLUMNS }, (_, i) => i + 1);

const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .positive()
    .nullable(),
);
/**
 * An id that may be empty, which the body must name: null (or a form's '') leaves it empty, an omitted key is
 * refused ('Invalid value' for that field) — an omitted field never clears what is stored (issue 23).
 */
const nullableId = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .positive({ error: messages.invalidValue })
    .nullable(),
);
const optionalTime = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === undefined ? null : v),
  timeOfDay.nullable(),
);

const columnShape = {
  courier_1: optionalId,
  courier_1_from: optionalTime,
  courier_1_to: optionalTime,
  courier_2: optionalId,
  courier_2_from: optionalTime,
  courier_2_to: optionalTime,
  courier_3: optionalId,
  courier_3_from: optionalTime,
  courier_3_to: optionalTime,
  courier_4: optionalId,
  courier_4_from: optionalTime,
  courier_4_to: optionalTime,
  courier_5: optionalId,
  courier_5_from: optionalTime,
  courier_5_to: optionalTime,
};
type ColumnValues = { [K in keyof typeof columnShape]: z.infer<(typeof columnShape)[K]> };

const isTime = (value: unknown) => timeOfDay.safeParse(value).success;

/** Times need a courier; from and to go together, from before to. Each message lands on its field. */
function checkColumns(values: ColumnValues, ctx: z.RefinementCtx) {
  const row = values as Record<string, string | number | null>;
  for (const n of courierColumnNumbers) {
    const [from = null, to = null] = [row[`courier_${n}_from`], row[`courier_${n}_to`]];
    if (row[`courier_${n}`] === null && (from !== null || to !== null)) {
      ctx.addIssue({ code: 'custom', path: [`courier_${n}`], message: messages.courierRequiredForTimes });
    }
    if ((from === null) !== (to === null)) {
      const missing = from === null ? `courier_${n}_from` : `courier_${n}_to`;
      ctx.addIssue({ code: 'custom', path: [missing], message: messages.timeInvalid });
    } else if (from !== null && to !== null && isTime(from) && isTime(to) && from >= to) {
      ctx.addIssue({ code: 'custom', path: [`courier_${n}_to`], message: messages.timeRangeInvalid });
    }
  }
}

const id = z.number().int().nullable();
const time = z.string().nullable();
export const deliveryType = z.object({
  delivery_type_id: z.number().int(),
  name: z.string(),
  courier_1: id,
  courier_1_from: time,
  courier_1_to: time,
  courier_2: id,
  courier_2_from: time,
  courier_2_to: time,
  courier_3: id,
  courier_3_from: time,
  courier_3_to: time,
  courier_4: id,
  courier_4_from: time,
  courier_4_to: time,
  courier_5: id,
  courier_5_from: time,
  courier_5_to: time,
  /** The readable set labels ('label' or 'label: from - to'), distinct and sorted. */
  set_labels: z.array(z.string()),
  version,
  updated_at: z.string(),
});
export type DeliveryType = z.infer<typeof deliveryType>;

export const deliveryTypeListQuery = listQuery(['delivery_type_id', 'name', 'updated_at']);
export type DeliveryTypeListQuery = z.infer<typeof deliveryTypeListQuery>;
export const deliveryTypeList = listResponse(deliveryType);

export const createDeliveryTypeRequest = z.object({ name, ...columnShape }).superRefine(checkColumns);
export type CreateDeliveryTypeRequest = z.input<typeof createDeliveryTypeRequest>;
export const updateDeliveryTypeRequest = z
  .object({ name, ...columnShape, version })
  .superRefine(checkColumns);
export type UpdateDeliveryTypeRequest = z.input<typeof updateDeliveryTypeRequest>;

// ---- Postcode zones: a zone code, its price and default courier ----

const price = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(',', '.'))) : v),
  z
    .number({ error: messages.priceInvalid })
    .min(0, { error: messages.priceInvalid })
    .max(1000, { error: messages.priceInvalid })
    .refine((n) => Math.round(n * 100) === Math.round(n * 1e6) / 1e4, { error: messages.priceInvalid }),
);

export const postcodeZone = z.object({
  postcode_zone_id: z.number().int(),
  zone: z.string(),
  price_chf: z.number(),
  delivery_type_id: z.number().int().nullable(),
  delivery_type_id_company: z.number().int().nullable(),
  /** The courier for the zone's postcodes; without one, the first courier of the zone's delivery type. */
  default_courier_id: z.number().int().nullable(),
  delivery_type: z.string().nullable(),
  delivery_type_company: z.string().nullable(),
  default_courier: z.string().nullable(),
  postcode_count: z.number().int(),
  version,
  updated_at: z.string(),
});
export type PostcodeZoneDto = z.infer<typeof postcodeZone>;

export const postcodeZoneListQuery = listQuery([
  'postcode_zone_id',
  'zone',
  'price_chf',
  'postcode_count',
  'updated_at',
]);
export type PostcodeZoneListQuery = z.infer<typeof postcodeZoneListQuery>;
export const postcodeZoneList = listResponse(postcodeZone);

export const createPostcodeZoneRequest = z.object({
  zone: z
    .string({ error: messages.zoneRequired })
    .trim()
    .min(1, { error: messages.zoneRequired })
    .max(50, { error: messages.zoneRequired }),
  price_chf: price,
  delivery_type_id: nullableId,
  delivery_type_id_company: nullableId,
  default_courier_id: nullableId,
});
export type CreatePostcodeZoneRequest = z.input<typeof createPostcodeZoneRequest>;
export const updatePostcodeZoneRequest = createPostcodeZoneRequest.extend({ version });
export type UpdatePostcodeZoneRequest = z.input<typeof updatePostcodeZoneRequest>;

/** Sets or clears (an explicit null) a zone's default courier, under the version read; `{}` is refused. */
export const setDefaultCourierRequest = z.object({ default_courier_id: nullableId, version });
