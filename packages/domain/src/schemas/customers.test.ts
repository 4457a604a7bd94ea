import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { createCustomerRequest } from './customers.ts';

const address = { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' };
const customer = { first_name: 'Anna', last_name: 'Muster', billing_address: address };
const issue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('createCustomerRequest', () => {
  it('gives the defaults', () => {
    expect(createCustomerRequest.parse(customer)).toMatchObject({
      phone_cc: '41',
      use_billing: true,
      pick_up: false,
      chat_pref: 'GROUP',
      newsletter: true,
      workshop_interest: true,
      cutlery: false,
      payment_method_default: 'STRIPE',
      prospective: false,
      notes: '{}',
      active: true,
      delivery_address: null,
    });
  });

  it('reads +41 / 0041, strips phone spaces, de-duplicates names and ids, keeps the first spelling', () => {
    const parsed = createCustomerRequest.parse({
      ...customer,
      phone_cc: '0041',
      phone_number: '079 123 45 67',
      other_allergens: ['Kiwi', ' kiwi ', 'Lupin'],
      allergen_ids: [3, 3, 5],
    });
    expect(parsed).toMatchObject({
      phone_cc: '41',
      phone_number: '0791234567',
      other_allergens: ['Kiwi', 'Lupin'],
      allergen_ids: [3, 5],
    });
    expect(createCustomerRequest.parse({ ...customer, phone_cc: '+49' }).phone_cc).toBe('49');
  });

  it('notes must parse as JSON; blank notes are {}', () => {
    expect(createCustomerRequest.parse({ ...customer, notes: '  ' }).notes).toBe('{}');
    expect(issue(createCustomerRequest.safeParse({ ...customer, notes: '{"a":' }))).toEqual({
      notes: messages.notesInvalidJson,
    });
  });

  it('asks for the place the delivery goes to', () => {
    expect(issue(createCustomerRequest.safeParse({ ...customer, billing_address: null }))).toEqual({
      billing_address: messages.billingAddressRequired,
    });
    expect(issue(createCustomerRequest.safeParse({ ...customer, use_billing: false }))).toEqual({
      delivery_address: messages.deliveryAddressRequired,
    });
    expect(issue(createCustomerRequest.safeParse({ ...customer, pick_up: true }))).toEqual({
      pick_up_point_id: messages.pickUpPointRequired,
    });
    expect(
      createCustomerRequest.safeParse({
        ...customer,
        billing_address: null,
        pick_up: true,
        pick_up_point_id: 2,
      }).success,
    ).toBe(true);
  });
});
