/** Where a customer's delivery goes: a pick-up point, the billing address or a delivery address. */
export const DELIVERY_OPTIONS = ['PICK_UP', 'BILLING', 'DELIVERY'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/**
 * pick_up gives PICK_UP, else use_billing gives BILLING, else DELIVERY. Missing flags take the
 * defaults: pick_up false, use_billing true.
 */
export function deliveryOption(customer: {
  readonly pick_up?: boolean | null;
  readonly use_billing?: boolean | null;
}): DeliveryOption {
  if (customer.pick_up ?? false) return 'PICK_UP';
  return (customer.use_billing ?? true) ? 'BILLING' : 'DELIVERY';
}
