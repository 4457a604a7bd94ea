import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';

// The subscription tool (ADR 061): the subscription service's contracts beside our customers and orders.

export const CONTRACT_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELLED'] as const;

export const subscriptionContract = z.object({
  contract_id: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  customer_email: z.string().nullable(),
  customer_name: z.string(),
  interval: z.string().nullable(),
  interval_count: z.number().nullable(),
  next_billing_date: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  created_at: z.string().nullable(),
  order_name: z.string().nullable(),
  /** Our customer with the contract's e-mail; null when none has it. */
  customer_id: z.number().nullable(),
});
export type SubscriptionContractView = z.infer<typeof subscriptionContract>;

export const subscriptionListQuery = z.object({
  page: z.coerce.number({ error: messages.invalidValue }).int().min(0).max(10_000).default(0),
  size: z.coerce.number({ error: messages.invalidValue }).int().min(1).max(100).default(20),
  status: z.enum(CONTRACT_STATUSES, { error: messages.invalidValue }).optional(),
  email: z.string().trim().max(254).optional(),
});

export const subscriptionList = z.object({
  /** False: no subscription service is configured (APPSTLE_KEY). */
  connected: z.boolean(),
  contracts: z.array(subscriptionContract),
  page: z.number(),
  /** A full page came back: there may be more. */
  has_more: z.boolean(),
});
export type SubscriptionList = z.infer<typeof subscriptionList>;

export const ourSubscriptionOrder = z.object({
  order_id: z.number(),
  start_week: z.string(),
  end_week: z.string().nullable(),
  is_subscription: z.boolean(),
  cancelled: z.boolean(),
});

export const subscriptionDetail = subscriptionContract.extend({
  lines: z.array(
    z.object({
      product_id: z.string().nullable(),
      variant_id: z.string().nullable(),
      title: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  /** The customer's orders (subscriptions first), to see what a status change does to them. */
  orders: z.array(ourSubscriptionOrder),
  /** After a status change: the orders it changed. */
  changed_order_ids: z.array(z.number()),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

export const contractParams = z.object({
  contractId: z.coerce.number({ error: messages.invalidValue }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const contractStatusRequest = z.object({
  status: z.enum(CONTRACT_STATUSES, { error: messages.invalidValue }),
});
