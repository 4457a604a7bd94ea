import { describe, expect, it } from 'vitest';
import { missingDeliveryPlace } from './required-address.ts';

const base = {
  pick_up: false,
  use_billing: true,
  pick_up_point_id: null,
  has_billing_address: true,
  has_delivery_address: false,
};

describe('missingDeliveryPlace', () => {
  it('asks a pick-up customer for a pick-up point, and for no address', () => {
    expect(missingDeliveryPlace({ ...base, pick_up: true, has_billing_address: false })).toBe(
      'pick_up_point',
    );
    expect(
      missingDeliveryPlace({ ...base, pick_up: true, pick_up_point_id: 3, has_billing_address: false }),
    ).toBeNull();
  });
  it('asks for the billing address when deliveries go there', () => {
    expect(missingDeliveryPlace(base)).toBeNull();
    expect(missingDeliveryPlace({ ...base, has_billing_address: false })).toBe('billing_address');
  });
  it('asks for the delivery address when the billing address is not used for delivery', () => {
    expect(missingDeliveryPlace({ ...base, use_billing: false })).toBe('delivery_address');
    expect(missingDeliveryPlace({ ...base, use_billing: false, has_delivery_address: true })).toBeNull();
    expect(
      missingDeliveryPlace({
        ...base,
        use_billing: false,
        has_billing_address: false,
        has_delivery_address: true,
      }),
    ).toBeNull();
  });
});
