import { describe, expect, it } from 'vitest';
import { createCustomerRequest, updateCustomerRequest } from '@brigade/domain/schemas/customers';
import { customerFormValues, customerRequest } from './customer-values.ts';

const filled = () => {
  const v = customerFormValues(undefined);
  v.first_name = 'Anna';
  v.last_name = 'Muster';
  v.billing_address = { ...v.billing_address, street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' };
  return v;
};

describe('customerRequest', () => {
  it('starts a new customer with the defaults and sends blank addresses as none', () => {
    const v = customerFormValues(undefined);
    expect(v).toMatchObject({
      phone_cc: '41',
      use_billing: true,
      chat_pref: 'GROUP',
      payment_method_default: 'STRIPE',
    });
    const body = customerRequest(filled());
    expect(body.delivery_address).toBeNull();
    expect(body.dob).toBeNull();
    expect(body.pick_up_point_id).toBeNull();
    expect(createCustomerRequest.safeParse(body).success).toBe(true);
  });

  it('reads coordinates as numbers and leaves out a hidden, half-typed delivery address', () => {
    const v = filled();
    v.billing_address.latitude = '47.37';
    v.billing_address.longitude = '8.54';
    v.delivery_address.street = 'Seefeld';
    const body = customerRequest(v);
    expect(body.billing_address).toMatchObject({ latitude: 47.37, longitude: 8.54 });
    expect(body.delivery_address).toBeNull();
    // Shown (billing not used for delivery), the same half address is sent and refused on its fields.
    v.use_billing = false;
    const shown = createCustomerRequest.safeParse(customerRequest(v));
    expect(shown.success).toBe(false);
    expect(new Set(shown.error?.issues.map((i) => i.path.join('.')))).toEqual(
      new Set(['delivery_address.postcode', 'delivery_address.city']),
    );
  });

  it('sends the whole customer, so an edit never resets a field it did not show (ADR 084)', () => {
    const v = filled();
    v.billing_address.address_id = 12;
    const parsed = updateCustomerRequest.safeParse({ ...customerRequest(v), version: 3 });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(Object.keys(customerRequest(v)).sort()).toEqual(
      Object.keys(updateCustomerRequest.shape)
        .filter((k) => k !== 'version')
        .sort(),
    );
  });

  it('keeps the address ids of a saved customer so they are edited in place', () => {
    const v = filled();
    v.billing_address.address_id = 12;
    expect(customerRequest(v).billing_address).toMatchObject({ address_id: 12 });
    v.billing_address.address_id = -1;
    expect(customerRequest(v).billing_address).not.toHaveProperty('address_id');
  });
});
