import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../customers/delivery-option.ts';
import { missingDeliveryPlace } from '../customers/required-address.ts';
import { messages } from '../messages/catalogue.ts';
import { exportFormatField, listQuery, listResponse, replacing, version } from './common.ts';
import { address, addressInput, wholeAddressInput } from './customer-addresses.ts';
import {
  idList,
  nameList,
  notes,
  optionalDate,
  optionalEmail,
  phoneCc,
  phoneNumber,
  required,
  text,
} from './customer-fields.ts';
import { healthProfileShape } from './customer-health.ts';

// ---------------------------------------------------------------------------------------------------------------
// Autocomplete (the client asks 300 ms after the last key)

/** One autocomplete hit: name is "First Last". */
export const customerOption = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type CustomerOption = z.infer<typeof customerOption>;

export const customerAutocompleteQuery = z.object({ q: z.string().trim().max(200).default('') });
export const customerAutocompleteResponse = z.object({ results: z.array(customerOption) });

/** At most this many autocomplete hits. */
export const CUSTOMER_AUTOCOMPLETE_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------------
// Value sets

/** How a customer pays; STRIPE unless chosen otherwise. */
export const paymentMethods = ['STRIPE', 'INVOICE', 'TWINT', 'CASH'] as const;

/** A new customer's chat preference. */
export const DEFAULT_CHAT_PREF = 'GROUP';

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** A map link from the delivery address's coordinates, or 'Unable to determine coordinates'. */
export const mapLinkResult = z.union([z.object({ url: z.string() }), z.object({ error: z.string() })]);

/** A customer, with its addresses and health. */
export const customer = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_cc: z.string(),
  phone_number: z.string(),
  /** The phone as shown: '+cc number', or with a leading 0 without a country code (ADR 023). */
  phone_display: z.string(),
  dob: z.string().nullable(),
  billing_default: z.number().int().nullable(),
  delivery_default: z.number().int().nullable(),
  use_billing: z.boolean(),
  pick_up: z.boolean(),
  pick_up_point_id: z.number().int().nullable(),
  is_office: z.boolean(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  delivery_option: z.enum(DELIVERY_OPTIONS),
  // Preferences
  chat_pref: z.string(),
  how_hear: z.string(),
  newsletter: z.boolean(),
  workshop_interest: z.boolean(),
  cutlery: z.boolean(),
  payment_method_default: z.string(),
  last_contacted: z.string().nullable(),
  prospective: z.boolean(),
  // Health
  allergen_ids: z.array(z.number().int()),
  warning_ids: z.array(z.number().int()),
  ...healthProfileShape,
  // Notes
  notes: z.string(),
  /** 'There was an error loading the customer. Contact tech.' when the stored notes do not parse. */
  notes_error: z.string().nullable(),
  delivery_instructions: z.string(),
  pick_up_notes: z.string(),
  active: z.boolean(),
  addresses: z.array(address),
  billing_address: address.nullable(),
  delivery_address: address.nullable(),
  map_link: mapLinkResult,
  has_orders: z.boolean(),
  version,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

/** A row of /customers. */
export const customerListItem = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  city: z.string(),
  delivery_option: z.enum(DELIVERY_OPTIONS),
  allergies: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

const booleanQuery = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: messages.invalidValue }),
);

/** `q` searches first/last name, "first last", e-mail, phone, postcode and city; `active` filters. */
export const customerListQuery = listQuery([
  'name',
  'first_name',
  'last_name',
  'email',
  'postcode',
  'city',
  'allergies',
  'active',
  'updated_at',
]).extend({ active: booleanQuery.optional() });
/** The list's query as the server reads it (defaults applied). */
export type CustomerListParams = z.output<typeof customerListQuery>;
export const customerExportQuery = customerListQuery.extend(exportFormatField);
export const customerList = listResponse(customerListItem);

// ---------------------------------------------------------------------------------------------------------------
// Requests

const customerFields = {
  first_name: required(messages.firstNameRequired),
  last_name: required(messages.lastNameRequired),
  email: optionalEmail,
  phone_cc: phoneCc,
  phone_number: phoneNumber,
  /** The birthday is kept only when it parses (YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY); the service checks it. */
  dob: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(30).nullable()).default(null),
  use_billing: z.boolean().default(true),
  pick_up: z.boolean().default(false),
  pick_up_point_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  is_office: z.boolean().default(false),
  chat_pref: z
    .string()
    .trim()
    .max(40, { error: messages.textTooLong })
    .transform((v) => v.toUpperCase())
    .default(DEFAULT_CHAT_PREF),
  how_hear: text(200, messages.textTooLong),
  newsletter: z.boolean().default(true),
  workshop_interest: z.boolean().default(true),
  cutlery: z.boolean().default(false),
  payment_method_default: z.enum(paymentMethods, { error: messages.paymentMethodInvalid }).default('STRIPE'),
  last_contacted: optionalDate(messages.lastContactedInvalid).default(null),
  prospective: z.boolean().default(false),
  allergen_ids: idList,
  warning_ids: idList,
  other_allergens: nameList,
  other_warnings: nameList,
  dislikes: nameList,
  special_requirements: text(1000, messages.textTooLong),
  notes,
  delivery_instructions: text(1000, messages.textTooLong),
  pick_up_notes: text(1000, messages.textTooLong),
  active: z.boolean().default(true),
  billing_address: addressInput.nullable().default(null),
  delivery_address: addressInput.nullable().default(null),
};

/** The place the delivery option names (pick-up point, billing or delivery address) must be given. */
function requireDeliveryPlace(
  c: {
    pick_up: boolean;
    use_billing: boolean;
    pick_up_point_id: number | null;
    billing_address: unknown;
    delivery_address: unknown;
  },
  ctx: z.RefinementCtx,
) {
  const missing = missingDeliveryPlace({
    ...c,
    has_billing_address: c.billing_address !== null,
    has_delivery_address: c.delivery_address !== null,
  });
  if (missing === null) return;
  const message = {
    pick_up_point: messages.pickUpPointRequired,
    billing_address: messages.billingAddressRequired,
    delivery_address: messages.deliveryAddressRequired,
  }[missing];
  ctx.addIssue({
    code: 'custom',
    path: [missing === 'pick_up_point' ? 'pick_up_point_id' : missing],
    message,
  });
}

export const createCustomerRequest = z.object(customerFields).superRefine(requireDeliveryPlace);
export type CreateCustomerRequest = z.input<typeof createCustomerRequest>;
export type CreateCustomer = z.output<typeof createCustomerRequest>;

/**
 * An edit replaces the whole customer (ADR 084), its addresses too: a field left out is refused, never reset to
 * its create-time default; null clears a nullable one (the birthday, an address).
 */
export const updateCustomerRequest = z
  .object({
    ...replacing(customerFields),
    billing_address: wholeAddressInput.nullable(),
    delivery_address: wholeAddressInput.nullable(),
    version,
  })
  .superRefine(requireDeliveryPlace);
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;
export type UpdateCustomer = z.output<typeof updateCustomerRequest>;
