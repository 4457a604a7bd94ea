import type { Order, UpdateOrderRequest } from '../schemas/orders.ts';

/**
 * The whole edit of a stored order, as the order dialog starts it and a client sends it: an edit replaces every
 * field (ADR 084), so each is taken from the order. An order of its start week alone has no end week.
 */
export function orderEditBody(
  order: Order,
): Required<Omit<UpdateOrderRequest, 'discount_code'>> & { discount_code: string | null } {
  return {
    type: order.type,
    is_flex: order.is_flex,
    day_trial: order.day_trial,
    discount_meals: order.discount_meals_stored,
    start_week: order.start_week,
    end_week: order.end_week === order.start_week && !order.is_subscription ? null : order.end_week,
    is_subscription: order.is_subscription,
    weekdays: order.weekdays,
    delivery_type_id: order.delivery_type_id,
    use_billing: order.use_billing,
    pick_up: order.pick_up,
    pick_up_point_id: order.pick_up_point_id,
    billing_address_id: order.billing_address_id,
    delivery_address_id: order.delivery_address_id,
    delivery_instructions: order.delivery_instructions,
    discount_code: order.discount_code,
    cancelled: order.cancelled,
    version: order.version,
  };
}
