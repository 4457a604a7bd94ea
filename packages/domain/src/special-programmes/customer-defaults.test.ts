import { describe, expect, it } from 'vitest';
import { isOneDeliveryPlace, spCustomerDefaults } from './customer-defaults.ts';

const customer = {
  pick_up: false,
  use_billing: true,
  pick_up_point_id: 4,
  billing_default: 10,
  delivery_default: 11,
};
const rest = { delivery_group_id: null, is_bexio: false, price_override: null };

describe('spCustomerDefaults', () => {
  it('delivers to the billing address when it serves for delivery', () => {
    expect(spCustomerDefaults(customer)).toEqual({ address_id: 10, pick_up_point_id: null, ...rest });
  });
  it('delivers to the delivery address when billing is not used for delivery', () => {
    expect(spCustomerDefaults({ ...customer, use_billing: false })).toEqual({
      address_id: 11,
      pick_up_point_id: null,
      ...rest,
    });
  });
  it('uses the pick-up point of a customer who picks up', () => {
    expect(spCustomerDefaults({ ...customer, pick_up: true })).toEqual({
      address_id: null,
      pick_up_point_id: 4,
      ...rest,
    });
  });
  it('falls back to the other address when the chosen one is unset, and to nothing', () => {
    expect(spCustomerDefaults({ ...customer, billing_default: null }).address_id).toBe(11);
    expect(spCustomerDefaults({ ...customer, use_billing: false, delivery_default: null }).address_id).toBe(
      10,
    );
    expect(
      spCustomerDefaults({ ...customer, billing_default: null, delivery_default: null }).address_id,
    ).toBeNull();
  });
});

describe('isOneDeliveryPlace', () => {
  it('allows an address, a pick-up point or neither, never both', () => {
    expect(isOneDeliveryPlace({ address_id: 1, pick_up_point_id: null })).toBe(true);
    expect(isOneDeliveryPlace({ address_id: null, pick_up_point_id: 2 })).toBe(true);
    expect(isOneDeliveryPlace({ address_id: null, pick_up_point_id: null })).toBe(true);
    expect(isOneDeliveryPlace({ address_id: 1, pick_up_point_id: 2 })).toBe(false);
  });
});
