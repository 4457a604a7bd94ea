import { describe, expect, it } from 'vitest';
import { deliveryOption } from './delivery-option.ts';

describe('deliveryOption', () => {
  it('derives PICK_UP, BILLING or DELIVERY in that order', () => {
    expect(deliveryOption({ pick_up: true, use_billing: true })).toBe('PICK_UP');
    expect(deliveryOption({ pick_up: true, use_billing: false })).toBe('PICK_UP');
    expect(deliveryOption({ pick_up: false, use_billing: true })).toBe('BILLING');
    expect(deliveryOption({ pick_up: false, use_billing: false })).toBe('DELIVERY');
  });
  it('uses the defaults pick_up false and use_billing true', () => {
    expect(deliveryOption({})).toBe('BILLING');
    expect(deliveryOption({ pick_up: null, use_billing: null })).toBe('BILLING');
  });
});
