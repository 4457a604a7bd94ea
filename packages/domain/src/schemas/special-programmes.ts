import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isOneDeliveryPlace } from '../special-programmes/customer-defaults.ts';
import { createSpecialProgrammeRequest as createBase } from '../special-programmes/special-programme.ts';
import { listQuery, listResponse, version } from './common.ts';
import { chfAmount } from './pick-up-points.ts';

const id = z.number().int();

/** A special programme, with its totals (customers, orders, their value in CHF). */
export const specialProgramme = z.object({
  special_programme_id: id,
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  /** The programme's price per order (CHF), used for every customer without a price_override. */
  price_chf: z.number(),
  customer_count: z.number().int(),
  order_count: z.number().int(),
  value: z.number(),
  version,
  updated_at: z.string(),
});
export type SpecialProgramme = z.infer<typeof specialProgramme>;

/** Start 0, length 100; `q` searches name and description. */
export const specialProgrammeListQuery = listQuery(['name', 'start_date', 'updated_at']);
/** The list's query as the server reads it (defaults applied). */
export type SpecialProgrammeListParams = z.output<typeof specialProgrammeListQuery>;
export const specialProgrammeList = listResponse(specialProgramme);

// An empty price field means the default 0 (a programme billed only through price overrides).
const price = {
  price_chf: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    chfAmount(0, 1000, messages.priceInvalid).default(0),
  ),
};

/** Creation (with its three messages) plus the programme's price per order (0 unless given). */
export const createSpecialProgrammeRequest = createBase.extend(price);
export type CreateSpecialProgrammeRequest = z.input<typeof createSpecialProgrammeRequest>;
export type CreateSpecialProgramme = z.output<typeof createSpecialProgrammeRequest>;

export const updateSpecialProgrammeRequest = createBase.extend({ ...price, version });
export type UpdateSpecialProgrammeRequest = z.input<typeof updateSpecialProgrammeRequest>;
export type UpdateSpecialProgramme = z.output<typeof updateSpecialProgrammeRequest>;

/** A customer on a special programme, with where they are delivered and what their orders are worth. */
export const spCustomer = z.object({
  customer_id: id,
  first_name: z.string(),
  last_name: z.string(),
  address_id: id.nullable(),
  /** The address as one line (street, postcode city), when delivered to an address. */
  address: z.string().nullable(),
  pick_up_point_id: id.nullable(),
  pick_up_point: z.string().nullable(),
  /** Delivered to a pick-up point rather than an address. */
  is_pick_up_point: z.boolean(),
  delivery_group_id: id.nullable(),
  delivery_group: z.string().nullable(),
  is_bexio: z.boolean(),
  price_override: z.number().nullable(),
  order_count: z.number().int(),
  value: z.number(),
  /** The customer's addresses as one line each: the choices for the delivery. */
  addresses: z.array(z.object({ address_id: id, address: z.string() })),
  version,
});
export type SpCustomer = z.infer<typeof spCustomer>;

/** A delivery group, with the customers in it. */
export const deliveryGroup = z.object({
  delivery_group_id: id,
  special_programme_id: id,
  delivery_group: z.string(),
  customers: z.array(z.object({ customer_id: id, first_name: z.string(), last_name: z.string() })),
  version,
});
export type DeliveryGroup = z.infer<typeof deliveryGroup>;
export const deliveryGroupList = z.object({ delivery_groups: z.array(deliveryGroup) });

/** One programme with its customers (by last name) and delivery groups (by name). */
export const specialProgrammeDetail = specialProgramme.extend({
  customers: z.array(spCustomer),
  delivery_groups: z.array(deliveryGroup),
});
export type SpecialProgrammeDetail = z.infer<typeof specialProgrammeDetail>;

export const spCustomerParams = z.object({
  id: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
  customerId: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
});
export const deliveryGroupParams = z.object({
  id: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
  groupId: z.coerce.number().int().positive({ error: messages.notFound }).max(2_147_483_647),
});

const refId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });

/** Adds a customer (with force_reset, an entry already there goes back to its defaults, ADR 027). */
export const addSpCustomerRequest = z.object({
  customer_id: refId(messages.spCustomerUnknown),
  force_reset: z.boolean({ error: messages.invalidValue }).default(false),
});
export type AddSpCustomer = z.output<typeof addSpCustomerRequest>;

/**
 * Where an entry is delivered: a customer's address or a pick-up point (never both), and a group. It replaces all
 * three (ADR 084): one left out is refused, never reset; null clears it.
 */
export const spDeliveryRequest = z
  .object({
    address_id: refId(messages.spAddressNotCustomers).nullable(),
    pick_up_point_id: refId(messages.pickUpPointUnknown).nullable(),
    delivery_group_id: refId(messages.spDeliveryGroupUnknown).nullable(),
    version,
  })
  .refine(isOneDeliveryPlace, { error: messages.spAddressAndPickUpPoint, path: ['pick_up_point_id'] });

export const spDeliveryGroupRequest = z.object({
  delivery_group_id: refId(messages.spDeliveryGroupUnknown).nullable(),
  version,
});
export const spAccountingRequest = z.object({
  is_bexio: z.boolean({ error: messages.invalidValue }),
  version,
});
export const spValueRequest = z.object({
  price_override: chfAmount(0, 1000, messages.priceInvalid).nullable(),
  version,
});
export const spOrderCountRequest = z.object({
  order_count: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: messages.spOrderCountInvalid })
      .int({ error: messages.spOrderCountInvalid })
      .min(0, { error: messages.spOrderCountInvalid })
      .max(10_000, { error: messages.spOrderCountInvalid }),
  ),
  version,
});
export const spResetRequest = z.object({ version });

const deliveryGroupName = z
  .string({ error: messages.deliveryGroupRequired })
  .trim()
  .min(1, { error: messages.deliveryGroupRequired })
  .max(100, { error: messages.deliveryGroupRequired });
export const createDeliveryGroupRequest = z.object({ delivery_group: deliveryGroupName });
export const updateDeliveryGroupRequest = z.object({ delivery_group: deliveryGroupName, version });
export type UpdateDeliveryGroup = z.output<typeof updateDeliveryGroupRequest>;
