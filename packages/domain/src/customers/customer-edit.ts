import type { Address, WholeAddressInput } from '../schemas/customer-addresses.ts';
import type { Customer, UpdateCustomerRequest, paymentMethods } from '../schemas/customers.ts';

/** A stored address as a customer's edit sends it back: every field, under its id (edited in place). */
function addressEditBody(a: Address | null): WholeAddressInput | null {
  if (!a) return null;
  return {
    address_id: a.address_id,
    name: a.name,
    phone: a.phone,
    company: a.company,
    street: a.street,
    co: a.co,
    postcode: a.postcode,
    city: a.city,
    email: a.email,
    country_code: a.country_code,
    zip_annex: a.zip_annex,
    instruction: a.instruction,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * The whole edit of a stored customer, as a client sends it: an edit replaces every field (ADR 084), so each is
 * taken from the customer, its billing and delivery addresses with their ids.
 * For API clients and tests that edit a record they read (the screen builds its body from its form).
 * @public
 */
export function customerEditBody(c: Customer): Required<UpdateCustomerRequest> {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone_cc: c.phone_cc,
    phone_number: c.phone_number,
    dob: c.dob,
    use_billing: c.use_billing,
    pick_up: c.pick_up,
    pick_up_point_id: c.pick_up_point_id,
    is_office: c.is_office,
    chat_pref: c.chat_pref,
    how_hear: c.how_hear,
    newsletter: c.newsletter,
    workshop_interest: c.workshop_interest,
    cutlery: c.cutlery,
    payment_method_default: c.payment_method_default as (typeof paymentMethods)[number],
    last_contacted: c.last_contacted,
    prospective: c.prospective,
    allergen_ids: c.allergen_ids,
    warning_ids: c.warning_ids,
    other_allergens: c.other_allergens,
    other_warnings: c.other_warnings,
    dislikes: c.dislikes,
    special_requirements: c.special_requirements,
    notes: c.notes,
    delivery_instructions: c.delivery_instructions,
    pick_up_notes: c.pick_up_notes,
    active: c.active,
    billing_address: addressEditBody(c.billing_address),
    delivery_address: addressEditBody(c.delivery_address),
    version: c.version,
  };
}
