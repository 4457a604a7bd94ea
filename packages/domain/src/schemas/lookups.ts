import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { address } from './customer-addresses.ts';

const LOOKUP_MAX = 100;

/** `1,2,3`: whole positive ids, each once, in the order given, at most 100. */
const idsField = z
  .string({ error: messages.lookupIdsInvalid })
  .trim()
  .max(5000, { error: messages.lookupIdsInvalid })
  .regex(/^\d{1,10}(\s*,\s*\d{1,10})*$/, { error: messages.lookupIdsInvalid })
  .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
  .refine((ids) => ids.length <= LOOKUP_MAX && ids.every((id) => id >= 1 && id <= 2_147_483_647), {
    error: messages.lookupIdsInvalid,
  });

/** GET /addresses?ids=, /addresses/customers?ids=, /customers/find?ids= (spec §7 look-ups). */
export const lookupIdsQuery = z.object({ ids: idsField });

/** GET /addresses/by-postcode?postcodes=8001,8004: letters, digits and spaces, each once. */
export const postcodesQuery = z.object({
  postcodes: z
    .string({ error: messages.lookupPostcodesInvalid })
    .trim()
    .max(2000, { error: messages.lookupPostcodesInvalid })
    .regex(/^[\w -]{1,10}(,[\w -]{1,10})*$/, { error: messages.lookupPostcodesInvalid })
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .refine((codes) => codes.length <= LOOKUP_MAX && codes.every((c) => c !== ''), {
      error: messages.lookupPostcodesInvalid,
    }),
});

/** An address with the customer it belongs to. */
export const customerAddress = address.extend({
  customer_id: z.number().int(),
  customer_name: z.string(),
});
export const customerAddressList = z.object({ items: z.array(customerAddress) });
export type CustomerAddressList = z.infer<typeof customerAddressList>;

/** A customer living at an address: its own (`own`), or another at the same street and postcode. */
const resident = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  address_id: z.number().int(),
  active: z.boolean(),
  own: z.boolean(),
});

/** GET /addresses/customers: each address asked for, with every customer at the same building. */
export const addressResidents = z.object({
  items: z.array(z.object({ address: customerAddress, customers: z.array(resident) })),
});
export type AddressResidents = z.infer<typeof addressResidents>;

/** GET /customers/find?ids=: the customers of those ids (unknown ids are left out). */
export const foundCustomers = z.object({
  items: z.array(
    z.object({
      customer_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      active: z.boolean(),
    }),
  ),
});
export type FoundCustomers = z.infer<typeof foundCustomers>;

/**
 * GET /customers/:id/summary — the legacy dashboard summary (spec §7; its fields are ours, ADR 075): the
 * customer's orders (running, ever, cancelled), from when to when, and what they eat and avoid.
 */
export const customerSummary = z.object({
  customer_id: z.number().int(),
  orders_total: z.number().int(),
  orders_cancelled: z.number().int(),
  first_start_date: z.string().nullable(),
  last_end_date: z.string().nullable(),
  current_order: z
    .object({
      order_id: z.number().int(),
      type: z.string(),
      is_flex: z.boolean(),
      is_subscription: z.boolean(),
      start_date: z.string(),
      end_date: z.string().nullable(),
    })
    .nullable(),
  allergy_count: z.number().int(),
  dislike_count: z.number().int(),
  last_contacted: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;
