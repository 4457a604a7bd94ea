import { describe, expect, it } from 'vitest';
import { spAddressFixes, type SpAddress, type SpEntryPlace } from './special-programmes.ts';

const defaults = {
  pick_up: false,
  use_billing: false,
  pick_up_point_id: null,
  billing_default: 50,
  delivery_default: 51,
};
const entry = (values: Partial<SpEntryPlace>): SpEntryPlace => ({
  entryId: 7,
  programmeName: 'Firmenlauf Zürich',
  customerId: 12,
  firstName: 'Anna',
  lastName: 'Muster',
  addressId: null,
  addressOwnerId: null,
  pickUpPointId: null,
  defaults,
  ...values,
});
const addresses: SpAddress[] = [
  { addressId: 50, customerId: 12, street: 'Seestrasse 5', postcode: '8002', city: 'Zürich' },
  { addressId: 51, customerId: 12, street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
  { addressId: 60, customerId: 13, street: 'Marktgasse 2', postcode: '3011', city: 'Bern' },
];

describe('update-special-programme-addresses', () => {
  it("gives an entry without an address the customer's default delivery address", () => {
    const [fix] = spAddressFixes([entry({})], addresses);
    expect(fix?.value.addressId).toBe(51);
    expect(fix?.changes).toEqual([
      {
        entity: 'special_programme_customer',
        id: 7,
        label: 'Anna Muster (#12) in Firmenlauf Zürich',
        field: 'address',
        before: '',
        after: 'Bahnhofstrasse 1, 8001 Zürich (#51)',
      },
    ]);
  });
  it("replaces another customer's address, with the billing address when the customer uses billing", () => {
    const row = entry({ addressId: 60, addressOwnerId: 13, defaults: { ...defaults, use_billing: true } });
    const [fix] = spAddressFixes([row], addresses);
    expect(fix?.value.addressId).toBe(50);
    expect(fix?.changes[0]).toMatchObject({
      before: "#60 (customer #13's)",
      after: 'Seestrasse 5, 8002 Zürich (#50)',
    });
  });
  it('leaves entries at a pick-up point, customers who pick up, and entries already right', () => {
    expect(
      spAddressFixes(
        [
          entry({ pickUpPointId: 3 }),
          entry({ defaults: { ...defaults, pick_up: true, pick_up_point_id: 3 } }),
          entry({ addressId: 50, addressOwnerId: 12 }),
        ],
        addresses,
      ),
    ).toEqual([]);
  });
  it('leaves a customer who has no address of their own', () => {
    const row = entry({ defaults: { ...defaults, billing_default: null, delivery_default: null } });
    expect(spAddressFixes([row], addresses)).toEqual([]);
  });
});
