import { deliveryOption } from '@brigade/domain/customers/delivery-option';
import { parseCustomerNotes } from '@brigade/domain/customers/customer-notes';
import { mapLink } from '@brigade/domain/customers/map-link';
import { formatPhone } from '@brigade/domain/customers/phone';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import type {
  Address,
  AddressValues as AddressInputValues,
} from '@brigade/domain/schemas/customer-addresses';
import type { CustomerAllergen, CustomerAllergyItem } from '@brigade/domain/schemas/customer-health';
import type { CreateCustomer, Customer, CustomerListItem } from '@brigade/domain/schemas/customers';
import type { AddressRow, AddressValues } from './addresses-repository.ts';
import type { AllergenKind, HealthAllergen } from './allergies-repository.ts';
import type { CustomerRow, CustomerValues, ListRow } from './repository.ts';

/** "First Last". */
export const customerName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

export function toAddress(row: AddressRow): Address {
  return {
    address_id: row.addressId,
    name: row.name,
    phone: row.phone,
    company: row.company,
    street: row.street,
    co: row.co,
    postcode: row.postcode,
    city: row.city,
    email: row.email,
    country_code: row.countryCode,
    zip_annex: row.zipAnnex,
    instruction: row.instruction,
    is_delivery: row.isDelivery,
    latitude: row.latitude,
    longitude: row.longitude,
    version: row.version,
  };
}

const toAllergen = (h: HealthAllergen): CustomerAllergen => ({
  allergen_id: h.allergenId,
  name: h.name,
  name_de: h.nameDe,
});

/** The customer's listed allergens of one kind. */
const ofKind = (health: readonly HealthAllergen[], kind: AllergenKind) =>
  health.filter((h) => h.kind === kind);

/** The customer's health as the customer record and the allergies overview show it. */
function healthOf(row: CustomerRow, health: readonly HealthAllergen[]) {
  return {
    allergens: ofKind(health, 'ALLERGY').map(toAllergen),
    warnings: ofKind(health, 'WARNING').map(toAllergen),
    other_allergens: row.otherAllergens,
    other_warnings: row.otherWarnings,
    dislikes: row.dislikes,
    special_requirements: row.specialRequirements,
  };
}

/** Why the stored notes cannot be read, or null when they can. */
function notesError(notes: string): string | null {
  try {
    parseCustomerNotes(notes);
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}

/** What the customer record holds of one customer, and what is worked out from it. */
export function toCustomer(
  row: CustomerRow,
  groupName: string | null,
  addressRows: AddressRow[],
  health: HealthAllergen[],
  hasOrders: boolean,
): Customer {
  const all = addressRows.map(toAddress);
  const billingAddress = all.find((a) => a.address_id === row.billingDefault) ?? null;
  const deliveryAddress = all.find((a) => a.address_id === row.deliveryDefault) ?? null;
  // The map goes where the delivery goes: the delivery address unless the billing address is used for it.
  const target = row.useBilling ? billingAddress : (deliveryAddress ?? billingAddress);
  return {
    customer_id: row.customerId,
    first_name: row.firstName,
    last_name: row.lastName,
    name: customerName(row),
    email: row.email,
    phone_cc: row.phoneCc,
    phone_number: row.phoneNumber,
    phone_display: formatPhone(row.phoneCc, row.phoneNumber),
    dob: row.dob,
    billing_default: row.billingDefault,
    delivery_default: row.deliveryDefault,
    use_billing: row.useBilling,
    pick_up: row.pickUp,
    pick_up_point_id: row.pickUpPointId,
    is_office: row.isOffice,
    group_id: row.groupId,
    group_name: groupName,
    delivery_option: deliveryOption({ pick_up: row.pickUp, use_billing: row.useBilling }),
    chat_pref: row.chatPref,
    how_hear: row.howHear,
    newsletter: row.newsletter,
    workshop_interest: row.workshopInterest,
    cutlery: row.cutlery,
    payment_method_default: row.paymentMethodDefault,
    last_contacted: row.lastContacted,
    prospective: row.prospective,
    allergen_ids: ofKind(health, 'ALLERGY').map((h) => h.allergenId),
    warning_ids: ofKind(health, 'WARNING').map((h) => h.allergenId),
    ...healthOf(row, health),
    notes: row.notes,
    notes_error: notesError(row.notes),
    delivery_instructions: row.deliveryInstructions,
    pick_up_notes: row.pickUpNotes,
    active: row.active,
    addresses: all,
    billing_address: billingAddress,
    delivery_address: deliveryAddress,
    map_link: mapLink(target?.latitude, target?.longitude),
    has_orders: hasOrders,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toListItem({ customer: c, postcode, city, allergies }: ListRow): CustomerListItem {
  return {
    customer_id: c.customerId,
    first_name: c.firstName,
    last_name: c.lastName,
    name: customerName(c),
    email: c.email,
    phone: formatPhone(c.phoneCc, c.phoneNumber),
    postcode,
    city,
    delivery_option: deliveryOption({ pick_up: c.pickUp, use_billing: c.useBilling }),
    allergies: Number(allergies),
    active: c.active,
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A row of the allergies overview: the customer's health, `health` being their listed allergens. */
export function toAllergyItem(row: CustomerRow, health: readonly HealthAllergen[]): CustomerAllergyItem {
  return {
    customer_id: row.customerId,
    name: customerName(row),
    ...healthOf(row, health),
  };
}

export function toAddressValues(input: AddressInputValues, isDelivery: boolean): AddressValues {
  return {
    name: input.name,
    phone: input.phone,
    company: input.company,
    street: input.street,
    co: input.co,
    postcode: input.postcode,
    city: input.city,
    email: input.email,
    countryCode: input.country_code,
    zipAnnex: input.zip_annex,
    instruction: input.instruction,
    isDelivery,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/** The customer's own columns of a create or update (`dob` as checked by the service). */
export function toCustomerValues(input: CreateCustomer, dob: string | null): CustomerValues {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phoneCc: input.phone_cc,
    phoneNumber: input.phone_number,
    dob,
    useBilling: input.use_billing,
    pickUp: input.pick_up,
    pickUpPointId: input.pick_up_point_id,
    isOffice: input.is_office,
    chatPref: input.chat_pref,
    howHear: input.how_hear,
    newsletter: input.newsletter,
    workshopInterest: input.workshop_interest,
    cutlery: input.cutlery,
    paymentMethodDefault: input.payment_method_default,
    lastContacted: input.last_contacted,
    prospective: input.prospective,
    otherAllergens: input.other_allergens,
    otherWarnings: input.other_warnings,
    dislikes: input.dislikes,
    specialRequirements: input.special_requirements,
    notes: input.notes,
    deliveryInstructions: input.delivery_instructions,
    pickUpNotes: input.pick_up_notes,
    active: input.active,
  };
}
