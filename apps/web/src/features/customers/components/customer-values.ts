import {
  addressInput,
  type Address,
  type WholeAddressInput,
} from '@brigade/domain/schemas/customer-addresses';
import type { Customer, UpdateCustomerRequest } from '@brigade/domain/schemas/customers';

/** An address as the form holds it: every field text ('' for none), coordinates too. */
export interface AddressFormValues {
  address_id: number;
  name: string;
  phone: string;
  company: string;
  street: string;
  co: string;
  postcode: string;
  city: string;
  email: string;
  country_code: string;
  zip_annex: string;
  instruction: string;
  latitude: string;
  longitude: string;
}

export interface CustomerFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_cc: string;
  phone_number: string;
  dob: string;
  active: boolean;
  is_office: boolean;
  use_billing: boolean;
  pick_up: boolean;
  pick_up_point_id: number | '';
  billing_address: AddressFormValues;
  delivery_address: AddressFormValues;
  chat_pref: string;
  how_hear: string;
  newsletter: boolean;
  workshop_interest: boolean;
  cutlery: boolean;
  payment_method_default: string;
  last_contacted: string;
  prospective: boolean;
  allergen_ids: number[];
  warning_ids: number[];
  other_allergens: string[];
  other_warnings: string[];
  dislikes: string[];
  special_requirements: string;
  notes: string;
  delivery_instructions: string;
  pick_up_notes: string;
  version?: number;
}

/** A new address: every field empty, in Switzerland. */
const emptyAddress: AddressFormValues = {
  address_id: -1,
  name: '',
  phone: '',
  company: '',
  street: '',
  co: '',
  postcode: '',
  city: '',
  email: '',
  country_code: 'CH',
  zip_annex: '',
  instruction: '',
  latitude: '',
  longitude: '',
};

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/** A stored address as the form holds it: its coordinates as text, without its version and delivery flag. */
function addressValues(a: Address | null): AddressFormValues {
  if (!a) return { ...emptyAddress };
  const { is_delivery: _delivery, version: _version, latitude, longitude, ...texts } = a;
  return { ...texts, latitude: coordinateText(latitude), longitude: coordinateText(longitude) };
}

/** The form's values of a customer, or of a new one with the defaults (chat preference GROUP). */
export function customerFormValues(c: Customer | undefined, defaultChatPref = 'GROUP'): CustomerFormValues {
  return {
    first_name: c?.first_name ?? '',
    last_name: c?.last_name ?? '',
    email: c?.email ?? '',
    phone_cc: c?.phone_cc ?? '41',
    phone_number: c?.phone_number ?? '',
    dob: c?.dob ?? '',
    active: c?.active ?? true,
    is_office: c?.is_office ?? false,
    use_billing: c?.use_billing ?? true,
    pick_up: c?.pick_up ?? false,
    pick_up_point_id: c?.pick_up_point_id ?? '',
    billing_address: addressValues(c?.billing_address ?? null),
    delivery_address: addressValues(c?.delivery_address ?? null),
    chat_pref: c?.chat_pref ?? defaultChatPref,
    how_hear: c?.how_hear ?? '',
    newsletter: c?.newsletter ?? true,
    workshop_interest: c?.workshop_interest ?? true,
    cutlery: c?.cutlery ?? false,
    payment_method_default: c?.payment_method_default ?? 'STRIPE',
    last_contacted: c?.last_contacted ?? '',
    prospective: c?.prospective ?? false,
    allergen_ids: c?.allergen_ids ?? [],
    warning_ids: c?.warning_ids ?? [],
    other_allergens: c?.other_allergens ?? [],
    other_warnings: c?.other_warnings ?? [],
    dislikes: c?.dislikes ?? [],
    special_requirements: c?.special_requirements ?? '',
    notes: c?.notes ?? '{}',
    delivery_instructions: c?.delivery_instructions ?? '',
    pick_up_notes: c?.pick_up_notes ?? '',
    ...(c ? { version: c.version } : {}),
  };
}

/** An address is blank when all it holds as text is: its id and country code do not count. */
const blank = ({ address_id: _id, country_code: _country, ...texts }: AddressFormValues) =>
  Object.values(texts).every((v) => v.trim() === '');

function addressRequest(a: AddressFormValues): WholeAddressInput {
  const { address_id, latitude, longitude, ...rest } = a;
  return {
    ...rest,
    ...(address_id > 0 ? { address_id } : {}),
    latitude: latitude.trim() === '' ? null : Number(latitude.trim()),
    longitude: longitude.trim() === '' ? null : Number(longitude.trim()),
  };
}

/** The form's request: every field of the customer (an edit replaces the whole customer, ADR 084). */
type CustomerRequest = Omit<UpdateCustomerRequest, 'version'> & { version?: number };

/**
 * The request body of the form, whole. A blank address is none. While deliveries use the billing address (or the
 * customer picks up), the delivery address is hidden: it is kept when complete and valid, else left out, so a
 * hidden half-typed address never blocks the save.
 */
export function customerRequest(v: CustomerFormValues): CustomerRequest {
  const billing = blank(v.billing_address) ? null : addressRequest(v.billing_address);
  let delivery = blank(v.delivery_address) ? null : addressRequest(v.delivery_address);
  if ((v.use_billing || v.pick_up) && delivery && !addressInput.safeParse(delivery).success) delivery = null;
  return {
    ...v,
    dob: v.dob.trim() === '' ? null : v.dob,
    last_contacted: v.last_contacted.trim() === '' ? null : v.last_contacted,
    pick_up_point_id: v.pick_up_point_id === '' ? null : v.pick_up_point_id,
    payment_method_default: v.payment_method_default as CustomerRequest['payment_method_default'],
    billing_address: billing,
    delivery_address: delivery,
  };
}
