import { businessDate } from '@brigade/domain/calendar/business-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { orderPrice } from '@brigade/domain/orders/order-price';
import type { DiscountCodeTerms } from '@brigade/domain/pricing/discount-code';
import { resolvedEndWeek, sortedWeekdays } from '@brigade/domain/orders/order-rules';
import { programmeLabel } from '@brigade/domain/orders/programme-label';
import type { CreateOrder, Order, OrderListItem } from '@brigade/domain/schemas/orders';
import type { OrderRow, OrderValues, OrderWithNames } from './repository.ts';

/** The discount code a stored order redeemed, as the price rule takes it. */
function codeOf({ discountCode, discountKind, discountValue }: OrderWithNames): DiscountCodeTerms | null {
  if (discountCode === null || discountKind === null || discountValue === null) return null;
  return { code: discountCode, kind: discountKind, value: Number(discountValue) }; // numeric comes back as text
}

/**
 * The price of a stored order with its discount code; an order whose stored discount meals cannot be read has
 * none (legacy data).
 */
function priceOf(row: OrderRow, code: DiscountCodeTerms | null) {
  try {
    return orderPrice(
      {
        order_id: row.orderId,
        type: row.type,
        is_flex: row.isFlex,
        day_trial: row.dayTrial,
        discount_meals: row.discountMeals ?? null,
        weekdays: row.weekdays,
      },
      businessDate(row.createdAt),
      code,
    );
  } catch {
    return null;
  }
}

export function toOrder(found: OrderWithNames): Order {
  const { order: row, customerName, customerEmail, deliveryTypeName } = found;
  const code = codeOf(found);
  const price = priceOf(row, code);
  return {
    order_id: row.orderId,
    customer_id: row.customerId,
    customer_name: customerName,
    customer_email: customerEmail,
    type: row.type,
    is_flex: row.isFlex,
    day_trial: row.dayTrial,
    programme: programmeLabel({ type: row.type, is_flex: row.isFlex, day_trial: row.dayTrial }),
    discount_meals: price?.discount_meals ?? [],
    discount_meals_stored: row.discountMeals ?? null,
    meals: price?.meals ?? [],
    start_week: weekIdOfDate(row.startDate),
    end_week: row.endDate === null ? null : weekIdOfDate(row.endDate),
    start_date: row.startDate,
    end_date: row.endDate,
    weekdays: row.weekdays,
    delivery_type_id: row.deliveryTypeId,
    delivery_type_name: deliveryTypeName,
    use_billing: row.useBilling,
    pick_up: row.pickUp,
    pick_up_point_id: row.pickUpPointId,
    billing_address_id: row.billingAddressId,
    delivery_address_id: row.deliveryAddressId,
    delivery_instructions: row.deliveryInstructions,
    is_subscription: row.isSubscription,
    order_version: row.orderVersion,
    cancelled: row.cancelled,
    price_model: price?.price_model ?? null,
    day_rate: price?.day_rate ?? null,
    week_price: price?.week_price ?? null,
    discount_code: code?.code ?? null,
    discount: price?.discount ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toListItem(order: Order): OrderListItem {
  const { order_id, customer_id, customer_name, customer_email, type, is_flex, day_trial, programme } = order;
  const { start_week, end_week, weekdays, delivery_type_name, day_rate, is_subscription, cancelled } = order;
  const { order_version, created_at, version, week_price, discount_code } = order;
  return {
    order_id,
    customer_id,
    customer_name,
    customer_email,
    type,
    is_flex,
    day_trial,
    programme,
    start_week,
    end_week,
    weekdays,
    delivery_type_name,
    day_rate,
    week_price,
    discount_code,
    is_subscription,
    cancelled,
    order_version,
    created_at,
    version,
  };
}

/** What an order form sets (the customer is chosen once, or reassigned). */
export type OrderFields = Omit<CreateOrder, 'customer_id'>;

export function toValues(customerId: number, input: OrderFields): OrderValues {
  const endWeek = resolvedEndWeek(input);
  return {
    customerId,
    type: input.type,
    isFlex: input.is_flex,
    dayTrial: input.day_trial,
    discountMeals: input.discount_meals,
    startDate: mondayOfWeekId(input.start_week),
    endDate: endWeek === null ? null : mondayOfWeekId(endWeek),
    weekdays: sortedWeekdays(input.weekdays),
    deliveryTypeId: input.delivery_type_id,
    useBilling: input.use_billing,
    pickUp: input.pick_up,
    pickUpPointId: input.pick_up_point_id,
    billingAddressId: input.billing_address_id,
    deliveryAddressId: input.delivery_address_id,
    deliveryInstructions: input.delivery_instructions,
    isSubscription: input.is_subscription,
  };
}
