import { roundTo2 } from '../numbers/round.ts';

/** What a customer's orders on a special programme are worth. */
export interface SpCustomerPricing {
  readonly order_count: number;
  /** CHF per order for this customer; null = the programme's own price. */
  readonly price_override: number | null;
}

/** The price one order of this customer is billed at: the override when set, else the programme's price. */
export function spOrderPrice(customer: SpCustomerPricing, programmePrice: number): number {
  return customer.price_override ?? programmePrice;
}

/** A customer's value: order_count × (price_override ?? the programme's price), in CHF (ADR 027). */
export function spCustomerValue(customer: SpCustomerPricing, programmePrice: number): number {
  return roundTo2(customer.order_count * spOrderPrice(customer, programmePrice));
}

export interface SpTotals {
  customer_count: number;
  order_count: number;
  value: number;
}

/** A programme's totals: its customers, their orders and the value of those orders. */
export function spTotals(customers: readonly SpCustomerPricing[], programmePrice: number): SpTotals {
  let orders = 0;
  let cents = 0;
  for (const customer of customers) {
    orders += customer.order_count;
    cents += Math.round(spCustomerValue(customer, programmePrice) * 100);
  }
  return { customer_count: customers.length, order_count: orders, value: cents / 100 };
}
