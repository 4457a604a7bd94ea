import { deliveryOption } from '../customers/delivery-option.ts';

/** The customer fields the defaults of a special-programme entry come from. */
export interface SpDefaultSource {
  readonly pick_up: boolean;
  readonly use_billing: boolean;
  readonly pick_up_point_id: number | null;
  readonly billing_default: number | null;
  readonly delivery_default: number | null;
}

/** The editable settings of a customer on a special programme (order_count is not one of them). */
export interface SpCustomerSettings {
  address_id: number | null;
  pick_up_point_id: number | null;
  delivery_group_id: number | null;
  is_bexio: boolean;
  price_override: number | null;
}

/**
 * "Reset to defaults" (and a new entry, ADR 027): delivered where the customer is delivered (their pick-up
 * point when they pick up, else their billing address when it serves for delivery, else their delivery
 * address; the other one when the first is unset), in no delivery group, not billed through the accounting tool, at the programme's own price.
 * The order count is not a setting: a reset keeps it.
 */
export function spCustomerDefaults(customer: SpDefaultSource): SpCustomerSettings {
  const option = deliveryOption(customer);
  const place =
    option === 'PICK_UP'
      ? { address_id: null, pick_up_point_id: customer.pick_up_point_id }
      : {
          address_id:
            option === 'BILLING'
              ? (customer.billing_default ?? customer.delivery_default)
              : (customer.delivery_default ?? customer.billing_default),
          pick_up_point_id: null,
        };
  return { ...place, delivery_group_id: null, is_bexio: false, price_override: null };
}

/** An entry is delivered to one of the customer's addresses or a pick-up point, never both. */
export function isOneDeliveryPlace(place: {
  readonly address_id: number | null;
  readonly pick_up_point_id: number | null;
}): boolean {
  return place.address_id === null || place.pick_up_point_id === null;
}
