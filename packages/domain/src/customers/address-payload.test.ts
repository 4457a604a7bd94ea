import { describe, expect, it } from 'vitest';
import { addressPayload, markAddressesForSave, prefixAddress, unprefixAddress } from './address-payload.ts';

const home = {
  address_id: 3,
  street: 'Bahnhofstrasse 1',
  postcode: '8001',
  city: 'Zürich',
  isDelivery: true,
};
const office = { address_id: -1, street: 'Seefeldstrasse 5', city: 'Zürich', isDelivery: false };

describe('address payload', () => {
  it('prefixes keys with billing_ or delivery_', () => {
    expect(prefixAddress('delivery', { address_id: 3, street: 'A', city: 'B' })).toEqual({
      delivery_address_id: 3,
      delivery_street: 'A',
      delivery_city: 'B',
    });
  });
  it('reads a role back out of a payload', () => {
    expect(
      unprefixAddress('billing', { billing_city: 'Bern', delivery_city: 'Basel', first_name: 'A' }),
    ).toEqual({ city: 'Bern' });
  });
  it('marks billing not delivery and delivery delivery before saving, without changing the inputs', () => {
    const marked = markAddressesForSave(home, office);
    expect(marked.billing.isDelivery).toBe(false);
    expect(marked.delivery.isDelivery).toBe(true);
    expect(home.isDelivery).toBe(true);
  });
  it('builds the whole address part', () => {
    expect(addressPayload(home, office)).toMatchObject({
      billing_address_id: 3,
      billing_isDelivery: false,
      billing_city: 'Zürich',
      delivery_address_id: -1,
      delivery_isDelivery: true,
      delivery_street: 'Seefeldstrasse 5',
    });
  });
});
