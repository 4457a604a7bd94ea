/** Spec §3 customer delivery_option. */
export const DELIVERY_OPTIONS = ['PICK_UP', 'BILLING', 'DELIVERY'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/**
 * Spec §3/§4: "pick_up gives PICK_UP, else use_billing gives BILLING, else DELIVERY". Missing flags take
 * the spec defaults: pick_up false, use_billing true.
 */
export function deliveryOption(customer: {
  readonly pick_up?: boolean | null;
  readonly use_billing?: boolean | null;
}): DeliveryOption {
  if (customer.pick_up ?? false) return 'PICK_UP';
  return (customer.use_billing ?? true) ? 'BILLING' : 'DELIVERY';
}
