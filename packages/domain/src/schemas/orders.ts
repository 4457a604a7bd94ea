import { z } from 'zod';
import { isValidWeekId } from '../calendar/week-id.ts';
import { messages } from '../messages/catalogue.ts';
import { DEFAULT_WEEKDAYS, ORDER_RULE_MESSAGES, orderRuleIssues } from '../orders/order-rules.ts';
import { PROGRAMME_LABELS } from '../orders/programme-label.ts';
import { MEAL_TYPES, PROGRAMME_TYPES } from '../programmes/meal-types.ts';
import { listQuery, listResponse, replacing, version } from './common.ts';
import { discountCodeRef, discountKinds } from './discounts.ts';

const mealType = z.enum(MEAL_TYPES, { error: messages.invalidValue });
const programmeType = z.enum(PROGRAMME_TYPES, { error: messages.invalidValue });
const id = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .positive({ error: messages.invalidValue })
  .max(2_147_483_647, { error: messages.invalidValue });
const weekId = z
  .string({ error: ORDER_RULE_MESSAGES.weekInvalid })
  .trim()
  .max(20, { error: ORDER_RULE_MESSAGES.weekInvalid })
  .refine(isValidWeekId, { error: ORDER_RULE_MESSAGES.weekInvalid });
const flag = z.boolean({ error: messages.invalidValue });

/** An order's discount code and what it takes off a full week (the order's price model, ADR 008). */
export const orderDiscount = z.object({
  code: z.string(),
  kind: z.enum(discountKinds),
  /** Percent off (PERCENT) or CHF off (FIXED). */
  value: z.number(),
  /** CHF taken off a full week. */
  amount: z.number(),
  week_price_before: z.number(),
  day_rate_before: z.number(),
});

/** An order as the order dialog reads it: the stored fields, the weeks as week ids, and its price. */
export const order = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  type: programmeType,
  is_flex: z.boolean(),
  day_trial: z.boolean(),
  programme: z.enum(PROGRAMME_LABELS),
  /** The meals left out, resolved: the stored list, or the default of type and flex. */
  discount_meals: z.array(mealType),
  /** As stored: null = the default. */
  discount_meals_stored: z.array(mealType).nullable(),
  /** The meals delivered each day. */
  meals: z.array(mealType),
  start_week: z.string(),
  /** Null: until cancelled (a subscription). */
  end_week: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  delivery_type_id: z.number().int().nullable(),
  delivery_type_name: z.string().nullable(),
  use_billing: z.boolean(),
  pick_up: z.boolean(),
  pick_up_point_id: z.number().int().nullable(),
  billing_address_id: z.number().int().nullable(),
  delivery_address_id: z.number().int().nullable(),
  delivery_instructions: z.string(),
  is_subscription: z.boolean(),
  /** 3 current; 2 legacy (read-only). */
  order_version: z.number().int(),
  cancelled: z.boolean(),
  /** The price model of the order's creation date in Zurich (ADR 008). */
  price_model: z.number().int().nullable(),
  /** With a discount code: the effective day rate (the week after the code over its days). */
  day_rate: z.number().nullable(),
  /** A full week of the order's weekdays, after its discount code. */
  week_price: z.number().nullable(),
  /** The discount code the order carries (one at most), and what it takes off. */
  discount_code: z.string().nullable(),
  discount: orderDiscount.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version,
});
export type Order = z.infer<typeof order>;

/** A row of /orders and /orders/legacy. */
export const orderListItem = order.pick({
  order_id: true,
  customer_id: true,
  customer_name: true,
  customer_email: true,
  type: true,
  is_flex: true,
  day_trial: true,
  programme: true,
  start_week: true,
  end_week: true,
  weekdays: true,
  delivery_type_name: true,
  day_rate: true,
  week_price: true,
  discount_code: true,
  is_subscription: true,
  cancelled: true,
  order_version: true,
  created_at: true,
  version: true,
});
export type OrderListItem = z.infer<typeof orderListItem>;

/**
 * `q` searches the customer's name and e-mail and the order id; `customer_id` narrows to one customer;
 * `week` to the orders running that week; cancelled orders only with `include_cancelled=true`.
 */
export const orderListQuery = listQuery([
  'order_id',
  'customer_name',
  'programme',
  'start_week',
  'end_week',
  'delivery_type_name',
  'created_at',
]).extend({
  customer_id: z.coerce
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .positive({ error: messages.invalidValue })
    .max(2_147_483_647, { error: messages.invalidValue })
    .optional(),
  week: weekId.optional(),
  include_cancelled: z
    .enum(['true', 'false'], { error: messages.invalidValue })
    .default('false')
    .transform((v) => v === 'true'),
});
/** The list's query as the server reads it (defaults applied). */
export type OrderListParams = z.output<typeof orderListQuery>;
export const orderList = listResponse(orderListItem);

const orderFields = {
  type: programmeType,
  is_flex: flag.default(false),
  day_trial: flag.default(false),
  /** The meals left out (the meal-type selection, at most 2); null = the default of type and flex. */
  discount_meals: z
    .array(mealType, { error: messages.invalidValue })
    .max(20, { error: messages.invalidValue })
    .nullable()
    .default(null),
  start_week: weekId,
  end_week: weekId.nullable().default(null),
  is_subscription: flag.default(false),
  weekdays: z
    .array(z.number({ error: ORDER_RULE_MESSAGES.weekdaysInvalid }), {
      error: ORDER_RULE_MESSAGES.weekdaysInvalid,
    })
    .max(7, { error: ORDER_RULE_MESSAGES.weekdaysInvalid })
    .default([...DEFAULT_WEEKDAYS]),
  delivery_type_id: id.nullable().default(null),
  use_billing: flag.default(true),
  pick_up: flag.default(false),
  pick_up_point_id: id.nullable().default(null),
  billing_address_id: id.nullable().default(null),
  delivery_address_id: id.nullable().default(null),
  delivery_instructions: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
};

type RuleFields = Parameters<typeof orderRuleIssues>[0];
function checkRules(value: RuleFields, ctx: z.RefinementCtx) {
  for (const issue of orderRuleIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/**
 * A discount code for every week of the order. Create: left out or null, none. Update: left out keeps the
 * current code, null removes it (its use is released).
 */
const discountCode = { discount_code: discountCodeRef.optional() };

export const createOrderRequest = z
  .object({ customer_id: id, ...orderFields, ...discountCode })
  .superRefine(checkRules);
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type CreateOrder = z.output<typeof createOrderRequest>;

/** An edit replaces every field (ADR 084): one left out is refused, never reset; discount_code excepted (above). */
export const updateOrderRequest = z
  .object({ ...replacing({ ...orderFields, cancelled: flag }), ...discountCode, version })
  .superRefine(checkRules);
export type UpdateOrderRequest = z.input<typeof updateOrderRequest>;
export type UpdateOrder = z.output<typeof updateOrderRequest>;

/** Reassign an order to another customer; its addresses become the new customer's defaults. */
export const reassignOrderRequest = z.object({ customer_id: id, version });
export type ReassignOrderRequest = z.infer<typeof reassignOrderRequest>;

/** A programme type, with what the programmes screen shows. */
export const programmeTypeItem = z.object({
  type: programmeType,
  is_flex: z.boolean(),
  day_trial: z.boolean(),
  programme: z.enum(PROGRAMME_LABELS),
  meals: z.array(mealType),
  discount_meals: z.array(mealType),
  day_rate: z.number(),
  /** Five days (Monday–Friday); a trial: its trial price. */
  week_price: z.number(),
});
export type ProgrammeTypeItem = z.infer<typeof programmeTypeItem>;
export const programmeTypes = z.object({
  /** The price model of today (Zurich). */
  price_model: z.number().int(),
  programme_types: z.array(programmeTypeItem),
});
export type ProgrammeTypes = z.infer<typeof programmeTypes>;
