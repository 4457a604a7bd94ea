import { describe, expect, it } from 'vitest';
import { populateCustomerIds } from './populate-customer-ids.ts';

const customers = [
  { customer_id: 1, first_name: 'Anna', last_name: 'Muster' },
  { customer_id: 2, first_name: 'Beat', last_name: 'Keller' },
  { customer_id: 3, first_name: 'Chris', last_name: 'Meier' },
  { customer_id: 4, first_name: 'chris', last_name: 'MEIER' },
];

describe('populateCustomerIds', () => {
  it('finds ids case-insensitively', () => {
    expect(populateCustomerIds([{ first_name: 'ANNA', last_name: ' muster ', mins: 30 }], customers)).toEqual(
      [{ first_name: 'ANNA', last_name: ' muster ', mins: 30, customer_id: 1 }],
    );
  });
  it("fails with 'Unable to find id for {first_last}.'", () => {
    expect(() => populateCustomerIds([{ first_name: 'Dora', last_name: 'Frei' }], customers)).toThrow(
      'Unable to find id for Dora_Frei.',
    );
  });
  it('refuses to guess between two customers with the same name', () => {
    expect(() => populateCustomerIds([{ first_name: 'Chris', last_name: 'Meier' }], customers)).toThrow(
      'More than one customer is called Chris Meier.',
    );
  });
  it('gives nothing for no rows', () => {
    expect(populateCustomerIds([], customers)).toEqual([]);
  });
});
