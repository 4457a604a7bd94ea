import { describe, expect, it } from 'vitest';
import { wholeAddressInput, type Address } from '../schemas/customer-addresses.ts';
import { updateCustomerRequest, type Customer } from '../schemas/customers.ts';
import { customerEditBody } from './customer-edit.ts';

const billing: Address = {
  address_id: 11,
  name: 'Anna Muster',
  phone: '044 123 45 67',
  company: 'Muster AG',
  street: 'Bahnhofstrasse 10',
  co: 'Empfang',
  postcode: '8001',
  city: 'Zürich',
  email: 'billing@example.ch',
  country_code: 'CH',
  zip_annex: '',
  instruction: 'Ring twice',
  is_delivery: false,
  latitude: 47.3717,
  longitude: 8.5391,
  version: 3,
};

const stored: Customer = {
  customer_id: 7,
  first_name: 'Anna',
  last_name: 'Muster',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  phone_cc: '41',
  phone_number: '0791234567',
  phone_display: '+41 0791234567',
  dob: '1990-05-17',
  billing_default: 11,
  delivery_default: null,
  use_billing: true,
  pick_up: false,
  pick_up_point_id: null,
  is_office: true,
  group_id: null,
  group_name: null,
  delivery_option: 'DELIVERY',
  chat_pref: 'WHATSAPP',
  how_hear: 'A friend',
  newsletter: false,
  workshop_interest: false,
  cutlery: true,
  payment_method_default: 'INVOICE',
  last_contacted: '2026-03-01',
  prospective: false,
  allergen_ids: [2],
  warning_ids: [5],
  allergens: [{ allergen_id: 2, name: 'Milk', name_de: 'Milch' }],
  warnings: [{ allergen_id: 5, name: 'Nuts', name_de: 'Nüsse' }],
  other_allergens: ['Coriander'],
  other_warnings: [],
  dislikes: ['Olives'],
  special_requirements: 'No spice',
  notes: '{"door":"blue"}',
  notes_error: null,
  delivery_instructions: 'Leave at the door',
  pick_up_notes: '',
  active: true,
  addresses: [billing],
  billing_address: billing,
  delivery_address: null,
  map_link: { url: 'https://maps.example/47.3717,8.5391' },
  has_orders: true,
  version: 4,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

describe('customerEditBody', () => {
  it('sends back every field of the edit, the addresses under their ids, and is a valid edit', () => {
    const body = customerEditBody(stored);
    expect(Object.keys(body).sort()).toEqual(Object.keys(updateCustomerRequest.shape).sort());
    expect(Object.keys(body.billing_address!).sort()).toEqual(Object.keys(wholeAddressInput.shape).sort());
    expect(body).toMatchObject({
      dob: '1990-05-17',
      is_office: true,
      chat_pref: 'WHATSAPP',
      newsletter: false,
      payment_method_default: 'INVOICE',
      last_contacted: '2026-03-01',
      other_allergens: ['Coriander'],
      notes: '{"door":"blue"}',
      delivery_address: null,
      version: 4,
    });
    expect(body.billing_address).toMatchObject({
      address_id: 11,
      instruction: 'Ring twice',
      latitude: 47.3717,
    });
    const parsed = updateCustomerRequest.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('leaves nothing to a default: an edit without a field is refused on that field', () => {
    const { how_hear: _left, ...partial } = customerEditBody(stored);
    const parsed = updateCustomerRequest.safeParse(partial);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['how_hear']);
    const body = customerEditBody(stored);
    const { instruction: _gone, ...address } = body.billing_address!;
    const nested = updateCustomerRequest.safeParse({ ...body, billing_address: address });
    expect(nested.error?.issues.map((i) => i.path.join('.'))).toEqual(['billing_address.instruction']);
  });
});
