import type { Order } from '@brigade/domain/schemas/orders';
import type { SubscriptionContractView, SubscriptionDetail } from '@brigade/domain/schemas/subscriptions';
import type { ContractLine, SubscriptionContract } from '../../integrations/subscriptions/port.ts';

export function toContractView(
  contract: SubscriptionContract,
  customerId: number | null,
): SubscriptionContractView {
  return {
    contract_id: contract.contractId,
    status: contract.status,
    customer_email: contract.customerEmail,
    customer_name: contract.customerName,
    interval: contract.interval,
    interval_count: contract.intervalCount,
    next_billing_date: contract.nextBillingDate,
    amount: contract.amount,
    currency: contract.currency,
    created_at: contract.createdAt,
    order_name: contract.orderName,
    customer_id: customerId,
  };
}

export function toContractDetail(
  contract: SubscriptionContract & { lines: ContractLine[] },
  customerId: number | null,
  orders: Pick<Order, 'order_id' | 'start_week' | 'end_week' | 'is_subscription' | 'cancelled'>[],
  changed: number[] = [],
): SubscriptionDetail {
  return {
    ...toContractView(contract, customerId),
    lines: contract.lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      title: line.title,
      quantity: line.quantity,
    })),
    orders: orders
      .map((o) => ({
        order_id: o.order_id,
        start_week: o.start_week,
        end_week: o.end_week,
        is_subscription: o.is_subscription,
        cancelled: o.cancelled,
      }))
      .sort((a, b) => Number(b.is_subscription) - Number(a.is_subscription) || a.order_id - b.order_id),
    changed_order_ids: changed,
  };
}
