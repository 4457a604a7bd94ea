import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { PROGRAMME_TYPES } from '../programmes/meal-types.ts';

// Shop orders in (ADR 058): the import queue, one shop order beside ours, and what each shop variant is.

export const SHOP_IMPORT_STATUSES = ['pending', 'imported', 'waiting'] as const;

const shopId = z.coerce
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .positive({ error: messages.invalidValue })
  .max(Number.MAX_SAFE_INTEGER, { error: messages.invalidValue });

export const importProblem = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('unknown_variant'),
    line_item_id: z.number(),
    variant_id: z.number().nullable(),
    title: z.string(),
  }),
  z.object({ code: z.literal('missing_week'), line_item_id: z.number(), title: z.string() }),
  z.object({ code: z.literal('no_email') }),
  z.object({ code: z.literal('no_name') }),
  z.object({ code: z.literal('no_address') }),
  /** A person rolled the import back: its orders are cancelled, and it waits to be imported again. */
  z.object({ code: z.literal('rolled_back') }),
  /** Our own rules refused what the shop sent (a postcode, a phone number): the message says which. */
  z.object({ code: z.literal('invalid'), message: z.string() }),
]);
export type ImportProblemView = z.infer<typeof importProblem>;

export const shopOrderSummary = z.object({
  shop_order_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  customer_name: z.string(),
  status: z.enum(SHOP_IMPORT_STATUSES),
  problems: z.array(importProblem),
  customer_id: z.number().nullable(),
  order_ids: z.array(z.number()),
  total_price: z.string().nullable(),
  currency: z.string().nullable(),
  received_at: z.string(),
  imported_at: z.string().nullable(),
});
export type ShopOrderSummary = z.infer<typeof shopOrderSummary>;

export const shopOrderListQuery = z.object({
  status: z.enum(SHOP_IMPORT_STATUSES, { error: messages.invalidValue }).optional(),
});
export const shopOrderList = z.object({ shop_orders: z.array(shopOrderSummary) });

export const variantKind = z.enum(['programme', 'ignore'], { error: messages.invalidValue });

export const shopOrderLine = z.object({
  line_item_id: z.number(),
  title: z.string(),
  variant_title: z.string().nullable(),
  product_id: z.number().nullable(),
  variant_id: z.number().nullable(),
  quantity: z.number(),
  price: z.string().nullable(),
  /** The first week its properties name; null when none does. */
  start_week: z.string().nullable(),
  /** What the variant is to Brigade; null: not mapped yet. */
  kind: variantKind.nullable(),
  order_id: z.number().nullable(),
  processed: z.boolean(),
  processed_override: z.boolean().nullable(),
  /** The shop's admin pages of the product and variant; null without SHOP_URL. */
  product_url: z.string().nullable(),
  variant_url: z.string().nullable(),
});

export const shopOrderDetail = shopOrderSummary.extend({
  lines: z.array(shopOrderLine),
  shipping_address: z.string().nullable(),
  billing_address: z.string().nullable(),
  note: z.string().nullable(),
  /** The shop's admin pages of the order and its customer; null without SHOP_URL. */
  order_url: z.string().nullable(),
  customer_url: z.string().nullable(),
  /** The order exactly as the shop sent it. */
  payload: z.record(z.string(), z.unknown()),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetail>;

export const shopOrderParams = z.object({ id: shopId });
export const shopLineParams = z.object({ id: shopId, lineItemId: shopId });

/** A person's word on a line: processed (never import it), not processed (import it again), or null (ours). */
export const lineOverrideRequest = z.object({
  is_processed: z.boolean({ error: messages.invalidValue }).nullable(),
});

/** Catch up with the shop: orders created or changed since a time (at most 30 days back). */
export const shopPullRequest = z.object({
  since: z.iso.datetime({ error: messages.invalidValue }).max(40, { error: messages.invalidValue }),
});
export const jobQueued = z.object({ job_id: z.string().nullable() });

export const shopVariant = z.object({
  variant_id: z.number(),
  product_id: z.number().nullable(),
  title: z.string(),
  kind: variantKind,
  type: z.enum(PROGRAMME_TYPES).nullable(),
  is_flex: z.boolean(),
  day_trial: z.boolean(),
  weeks: z.number().int().nullable(),
  version: z.number().int(),
});
export type ShopVariant = z.infer<typeof shopVariant>;
export const shopVariantList = z.object({ variants: z.array(shopVariant) });

export const shopVariantParams = z.object({ variantId: shopId });

/**
 * Map a variant; version 0 creates the mapping, else the version read. Sent whole (ADR 084), also on create:
 * a field left out is refused, never reset (null weeks: a subscription; null type: an ignored variant).
 */
export const putShopVariantRequest = z
  .object({
    product_id: shopId.nullable(),
    title: z
      .string()
      .trim()
      .min(1, { error: messages.nameRequired })
      .max(200, { error: messages.nameTooLong }),
    kind: variantKind,
    type: z.enum(PROGRAMME_TYPES, { error: messages.invalidValue }).nullable(),
    is_flex: z.boolean({ error: messages.invalidValue }),
    day_trial: z.boolean({ error: messages.invalidValue }),
    weeks: z
      .number({ error: messages.shopWeeksInvalid })
      .int({ error: messages.shopWeeksInvalid })
      .min(1, { error: messages.shopWeeksInvalid })
      .max(52, { error: messages.shopWeeksInvalid })
      .nullable(),
    version: z.number().int().min(0),
  })
  .refine((v) => v.kind === 'ignore' || v.type !== null, {
    error: messages.shopProgrammeTypeRequired,
    path: ['type'],
  });
export type PutShopVariantRequest = z.input<typeof putShopVariantRequest>;
export type PutShopVariant = z.output<typeof putShopVariantRequest>;
