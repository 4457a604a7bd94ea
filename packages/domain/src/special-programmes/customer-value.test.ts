import { describe, expect, it } from 'vitest';
import { spCustomerValue, spOrderPrice, spTotals } from './customer-value.ts';

describe('spCustomerValue', () => {
  it('prices the orders at the override when set, else at the programme price', () => {
    expect(spOrderPrice({ order_count: 3, price_override: null }, 18.5)).toBe(18.5);
    expect(spOrderPrice({ order_count: 3, price_override: 12 }, 18.5)).toBe(12);
    expect(spCustomerValue({ order_count: 3, price_override: null }, 18.5)).toBe(55.5);
    expect(spCustomerValue({ order_count: 3, price_override: 12.35 }, 18.5)).toBe(37.05);
  });
  it('treats an override of 0 as free, not as unset, and no orders as no value', () => {
    expect(spCustomerValue({ order_count: 4, price_override: 0 }, 20)).toBe(0);
    expect(spCustomerValue({ order_count: 0, price_override: null }, 20)).toBe(0);
  });
  it('rounds to centimes', () => {
    expect(spCustomerValue({ order_count: 3, price_override: 0.1 }, 0)).toBe(0.3);
  });
});

describe('spTotals', () => {
  it('adds customers, orders and values without float drift', () => {
    const customers = [
      { order_count: 10, price_override: null },
      { order_count: 1, price_override: 0.1 },
      { order_count: 2, price_override: 0.1 },
    ];
    expect(spTotals(customers, 15.25)).toEqual({ customer_count: 3, order_count: 13, value: 152.8 });
    expect(spTotals([], 15)).toEqual({ customer_count: 0, order_count: 0, value: 0 });
  });
});
