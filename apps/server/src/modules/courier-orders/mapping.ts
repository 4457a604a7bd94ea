import type { CourierOrderView } from '@brigade/domain/schemas/dispatch';
import type { CourierOrder } from '../../integrations/courier/port.ts';

/** An order at the external logistics service as the screen shows it: who, where, when, how many parcels. */
export function toCourierOrderView(order: CourierOrder): CourierOrderView {
  const { deliveryAddress: address } = order.consignment;
  return {
    id: order.id,
    reference: order.reference,
    date: order.date,
    status: order.status,
    mode: order.mode,
    name: address.name,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    window_from: order.consignment.deliveryTimeFrom,
    window_to: order.consignment.deliveryTimeTo,
    parcels: order.consignment.products.length,
    updated_at: order.updatedAt,
  };
}
