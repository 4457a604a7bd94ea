import { courierColumnsOf, readableSetLabels } from '@brigade/domain/logistics/delivery-set-labels';
import {
  UNKNOWN_ZONE_ID,
  UNKNOWN_ZONE_NAME,
  type PostcodeZone,
} from '@brigade/domain/logistics/postcode-zones';
import {
  courierColumnNumbers,
  createCourierRequest,
  createDeliveryTypeRequest,
  createPostcodeZoneRequest,
  type Courier,
  type CourierType,
  type CreateCourierRequest,
  type CreateDeliveryTypeRequest,
  type CreatePostcodeZoneRequest,
  type DeliveryType,
  type PostcodeZoneDto,
} from '@brigade/domain/schemas/delivery';
import { type Postcode } from '@brigade/domain/schemas/postcodes';
import type { CourierRow, CourierValues } from './couriers-repository.ts';
import type { DeliveryTypeRow, DeliveryTypeValues } from './delivery-types-repository.ts';
import type { PostcodeRow } from './postcodes-repository.ts';
import type { ZoneRow, ZoneValues, ZoneWithCount } from './zones-repository.ts';

// ---- couriers

export function toCourier(row: CourierRow): Courier {
  return {
    courier_id: row.courierId,
    name: row.name,
    courier_type: row.courierType as CourierType,
    delivery_times: row.deliveryTimes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toCourierValues(input: CreateCourierRequest): CourierValues {
  // The route validated already; parsing again gives the normalised output (split, trimmed windows).
  const parsed = createCourierRequest.parse(input);
  return { name: parsed.name, courierType: parsed.courier_type, deliveryTimes: parsed.delivery_times };
}

// ---- delivery types

/** The five courier columns of a delivery type, each a courier with the window it delivers in. */
export type CourierColumns = Omit<
  DeliveryType,
  'delivery_type_id' | 'name' | 'set_labels' | 'version' | 'updated_at'
>;

export const courierColumnsOfRow = (row: DeliveryTypeValues): CourierColumns => ({
  courier_1: row.courier1 ?? null,
  courier_1_from: row.courier1From ?? null,
  courier_1_to: row.courier1To ?? null,
  courier_2: row.courier2 ?? null,
  courier_2_from: row.courier2From ?? null,
  courier_2_to: row.courier2To ?? null,
  courier_3: row.courier3 ?? null,
  courier_3_from: row.courier3From ?? null,
  courier_3_to: row.courier3To ?? null,
  courier_4: row.courier4 ?? null,
  courier_4_from: row.courier4From ?? null,
  courier_4_to: row.courier4To ?? null,
  courier_5: row.courier5 ?? null,
  courier_5_from: row.courier5From ?? null,
  courier_5_to: row.courier5To ?? null,
});

/** The couriers the columns name, in column order. */
export const courierIdsOf = (columns: CourierColumns) =>
  courierColumnNumbers
    .map((n) => columns[`courier_${n}` as keyof CourierColumns] as number | null)
    .filter((id): id is number => id !== null);

export function toDeliveryTypeValues(input: CreateDeliveryTypeRequest): DeliveryTypeValues {
  const v = createDeliveryTypeRequest.parse(input);
  return {
    name: v.name,
    courier1: v.courier_1,
    courier1From: v.courier_1_from,
    courier1To: v.courier_1_to,
    courier2: v.courier_2,
    courier2From: v.courier_2_from,
    courier2To: v.courier_2_to,
    courier3: v.courier_3,
    courier3From: v.courier_3_from,
    courier3To: v.courier_3_to,
    courier4: v.courier_4,
    courier4From: v.courier_4_from,
    courier4To: v.courier_4_to,
    courier5: v.courier_5,
    courier5From: v.courier_5_from,
    courier5To: v.courier_5_to,
  };
}

/** A delivery type with its readable set labels ('label' or 'label: from - to'), named by `courierName`. */
export function toDeliveryType(row: DeliveryTypeRow, courierName: (id: number) => string): DeliveryType {
  const columns = courierColumnsOfRow(row);
  return {
    delivery_type_id: row.deliveryTypeId,
    name: row.name,
    ...columns,
    set_labels: readableSetLabels(courierColumnsOf(columns, (id) => courierName(id as number))),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a delivery type. */
export const auditedDeliveryType = (row: DeliveryTypeRow) => ({
  name: row.name,
  ...courierColumnsOfRow(row),
});

// ---- postcode zones

export function toZoneValues(input: CreatePostcodeZoneRequest): ZoneValues {
  const v = createPostcodeZoneRequest.parse(input);
  return {
    zone: v.zone,
    priceChf: v.price_chf.toFixed(2),
    deliveryTypeId: v.delivery_type_id,
    deliveryTypeIdCompany: v.delivery_type_id_company,
    defaultCourierId: v.default_courier_id,
  };
}

/** What the audit trail keeps of a zone. */
export const auditedZone = (row: ZoneRow) => ({
  zone: row.zone,
  price_chf: Number(row.priceChf),
  delivery_type_id: row.deliveryTypeId,
  delivery_type_id_company: row.deliveryTypeIdCompany,
  default_courier_id: row.defaultCourierId,
  version: row.version,
});

/** A zone with the names of its delivery types and default courier (null when unset or unknown). */
export function toZone(
  r: ZoneWithCount,
  names: { deliveryType: (id: number) => string | undefined; courier: (id: number) => string | undefined },
): PostcodeZoneDto {
  const typeName = (id: number | null) => (id === null ? null : (names.deliveryType(id) ?? null));
  return {
    postcode_zone_id: r.postcodeZoneId,
    zone: r.zone,
    price_chf: Number(r.priceChf),
    delivery_type_id: r.deliveryTypeId,
    delivery_type_id_company: r.deliveryTypeIdCompany,
    default_courier_id: r.defaultCourierId,
    delivery_type: typeName(r.deliveryTypeId),
    delivery_type_company: typeName(r.deliveryTypeIdCompany),
    default_courier: r.defaultCourierId ? (names.courier(r.defaultCourierId) ?? null) : null,
    postcode_count: r.postcodeCount,
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A zone as the postcode grouping rule reads it. */
export const zoneForGrouping = (z: ZoneRow): PostcodeZone => ({
  postcode_zone_id: z.postcodeZoneId,
  zone: z.zone,
  price_chf: Number(z.priceChf),
  delivery_type_id: z.deliveryTypeId,
  delivery_type_id_company: z.deliveryTypeIdCompany,
});

// ---- postcodes

/** A postcode without a zone is in the UNKNOWN zone (id -1). */
export function toPostcode(row: PostcodeRow): Postcode {
  return {
    postcode: row.postcode,
    place: row.place,
    postcode_zone_id: row.postcodeZoneId ?? UNKNOWN_ZONE_ID,
    zone: row.zone ?? UNKNOWN_ZONE_NAME,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
