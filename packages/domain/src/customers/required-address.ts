/** What a customer's delivery needs, by its delivery option: a pick-up point, or the address it goes to. */
export type MissingDeliveryPlace = 'pick_up_point' | 'billing_address' | 'delivery_address';

/**
 * Brigade's rule (ADR 020; the old app derived delivery_option but required no address):
 * a pick-up customer needs a pick-up point; otherwise the address the delivery goes to must be given —
 * the billing address when use_billing, else the delivery address. Returns what is missing, or null.
 */
export function missingDeliveryPlace(customer: {
  readonly pick_up: boolean;
  readonly use_billing: boolean;
  readonly pick_up_point_id: number | null;
  readonly has_billing_address: boolean;
  readonly has_delivery_address: boolean;
}): MissingDeliveryPlace | null {
  if (customer.pick_up) return customer.pick_up_point_id === null ? 'pick_up_point' : null;
  if (customer.use_billing) return customer.has_billing_address ? null : 'billing_address';
  return customer.has_delivery_address ? null : 'delivery_address';
}
