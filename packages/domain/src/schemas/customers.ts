import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { DELIVERY_OPTIONS } from '../customers/delivery-option.ts';
import { missingDeliveryPlace } from '../customers/required-address.ts';
import { messages } from '../messages/catalogue.ts';
import { exportFormatField, listQuery, listResponse, version } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Autocomplete (spec §7 customer_autocomplete; §9 300 ms delay on the client)

/** One autocomplete hit: name is "First Last". */
export const customerOption = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type CustomerOption = z.infer<typeof customerOption>;

export const customerAutocompleteQuery = z.object({ q: z.string().trim().max(200).default('') });
export const customerAutocompleteResponse = z.object({ results: z.array(customerOption) });
export type CustomerAutocompleteResponse = z.infer<typeof customerAutocompleteResponse>;

/** At most this many autocomplete hits. */
export const CUSTOMER_AUTOCOMPLETE_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------------
// Value sets

/** Spec §9: STRIPE is the default payment method; the others are Brigade's choice. */
export const paymentMethods = ['STRIPE', 'INVOICE', 'TWINT', 'CASH'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'STRIPE';

/** Spec §3 value set: chat preference for customers, default GROUP. */
export const DEFAULT_CHAT_PREF = 'GROUP';

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** Spec §3 Address, as stored (is_delivery set by the §5 save rule). */
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

/** An allergen of the list as a customer carries it (name in EN and DE). */
export const customerAllergen = z.object({
  allergen_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
});
export type CustomerAllergen = z.infer<typeof customerAllergen>;

/** Spec §2: a map link from the delivery address's coordinates, or 'Unable to determine coordinates'. */
export const mapLinkResult = z.union([z.object({ url: z.string() }), z.object({ error: z.string() })]);

/** Spec §3 Customer, with its addresses and health. */
export const customer = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_cc: z.string(),
  phone_number: z.string(),
  /** Spec §3 phone display rule. */
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
  allergens: z.array(customerAllergen),
  warnings: z.array(customerAllergen),
  other_allergens: z.array(z.string()),
  other_warnings: z.array(z.string()),
  dislikes: z.array(z.string()),
  special_requirements: z.string(),
  // Notes
  notes: z.string(),
  /** Spec §5: set to 'There was an error loading the customer. Contact tech.' when the stored notes do not parse. */
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
export type CustomerListQuery = z.input<typeof customerListQuery>;
export const customerExportQuery = customerListQuery.extend(exportFormatField);
export const customerList = listResponse(customerListItem);
export type CustomerList = z.infer<typeof customerList>;

/** A row of /customers/allergies: an active customer's health profile. */
export const customerAllergyItem = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  allergens: z.array(customerAllergen),
  warnings: z.array(customerAllergen),
  other_allergens: z.array(z.string()),
  other_warnings: z.array(z.string()),
  dislikes: z.array(z.string()),
  special_requirements: z.string(),
});
export type CustomerAllergyItem = z.infer<typeof customerAllergyItem>;

export const customerAllergyQuery = listQuery(['name']).extend({
  allergen_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type CustomerAllergyQuery = z.input<typeof customerAllergyQuery>;
export const customerAllergyExportQuery = customerAllergyQuery.extend(exportFormatField);
export const customerAllergyList = listResponse(customerAllergyItem);
export type CustomerAllergyList = z.infer<typeof customerAllergyList>;

// ---------------------------------------------------------------------------------------------------------------
// Requests

const text = (max: number, tooLong: string) =>
  z.string({ error: messages.invalidValue }).trim().max(max, { error: tooLong }).default('');
const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: messages.nameTooLong });

/** Blank is no e-mail; anything else must look like one. */
const optionalEmail = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(254, { error: messages.emailInvalid })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: messages.emailInvalid })
  .default('');

/** Digits and spaces (as typed: '079 123 45 67'); stored without spaces. */
const phoneNumber = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .regex(/^[0-9 ]{0,20}$/, { error: messages.phoneInvalid })
  .transform((v) => v.replace(/ /g, ''))
  .default('');

/** '41', '+41' or '0041' → '41'. */
const phoneCc = z
  .union([z.string(), z.number()], { error: messages.phoneCcInvalid })
  .transform((v) =>
    String(v)
      .trim()
      .replace(/^(\+|00)/, ''),
  )
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/, { error: messages.phoneCcInvalid }))
  .default('41');

/** A number from a form ('' and null are none). */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, { error: message })
      .nullable(),
  );

const optionalDate = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: message })
      .trim()
      .refine((d) => isIsoDate(d), { error: message })
      .nullable(),
  );

const nameList = z
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

const idList = z
  .array(z.number({ error: messages.allergenUnknown }).int().positive().max(2_147_483_647), {
    error: messages.allergenUnknown,
  })
  .max(200)
  .transform((ids) => [...new Set(ids)])
  .default([]);

/** Spec §3 Address as a customer form sends it. address_id absent or -1 = new. */
export const addressInput = z
  .object({
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
      .max(10),
    city: required(messages.cityRequired),
    email: optionalEmail,
    country_code: z
      .string({ error: messages.countryCodeInvalid })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, { error: messages.countryCodeInvalid }))
      .default('CH'),
    zip_annex: text(20, messages.textTooLong),
    instruction: text(1000, messages.textTooLong),
    latitude: coordinate(90, messages.latitudeInvalid).default(null),
    longitude: coordinate(180, messages.longitudeInvalid).default(null),
  })
  .superRefine((a, ctx) => {
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
  });
export type AddressInput = z.input<typeof addressInput>;
export type AddressValues = z.output<typeof addressInput>;

/** Notes are JSON text (spec §3/§5); blank is '{}'. */
const notes = z
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

const customerFields = {
  first_name: required(messages.firstNameRequired),
  last_name: required(messages.lastNameRequired),
  email: optionalEmail,
  phone_cc: phoneCc,
  phone_number: phoneNumber,
  /** Spec §5 "Birthday is sent only if parseable": YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY; checked by the service. */
  dob: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(30).nullable()),
  use_billing: z.boolean().default(true),
  pick_up: z.boolean().default(false),
  pick_up_point_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  is_office: z.boolean().default(false),
  chat_pref: z
    .string()
    .trim()
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

/** The §3 delivery option's place must be given (domain `missingDeliveryPlace`). */
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

export const updateCustomerRequest = z
  .object({ ...customerFields, version })
  .superRefine(requireDeliveryPlace);
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;
export type UpdateCustomer = z.output<typeof updateCustomerRequest>;
