import { z } from 'zod';

// A shop order as the shop platform sends it (the REST resource of an orders/create or orders/updated webhook,
// or one order of an orders list). Only the fields Brigade reads are checked; the rest is kept as it came.

const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).transform((v) => Number(v));
const maybeText = z.string().max(1000).nullish();
const coordinate = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform(Number)
  .nullish();

export const shopAddress = z.looseObject({
  first_name: maybeText,
  last_name: maybeText,
  name: maybeText,
  company: maybeText,
  address1: maybeText,
  address2: maybeText,
  city: maybeText,
  zip: maybeText,
  country_code: maybeText,
  phone: maybeText,
  latitude: coordinate,
  longitude: coordinate,
});
export type ShopAddress = z.infer<typeof shopAddress>;

export const shopLineItem = z.looseObject({
  id,
  product_id: id.nullish(),
  variant_id: id.nullish(),
  title: z.string().max(1000).default(''),
  variant_title: maybeText,
  sku: maybeText,
  quantity: z.number().int().min(0).default(1),
  price: z.union([z.string(), z.number()]).nullish(),
  properties: z
    .array(z.looseObject({ name: z.string().max(200), value: z.union([z.string(), z.number()]).nullish() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type ShopLineItem = z.infer<typeof shopLineItem>;

export const shopOrderPayload = z.looseObject({
  id,
  name: z.string().max(100).default(''),
  email: maybeText,
  phone: maybeText,
  note: z.string().max(5000).nullish(),
  created_at: z.string().max(40).nullish(),
  updated_at: z.string().max(40).nullish(),
  cancelled_at: z.string().max(40).nullish(),
  currency: maybeText,
  total_price: z.union([z.string(), z.number()]).nullish(),
  customer: z
    .looseObject({
      id: id.nullish(),
      email: maybeText,
      first_name: maybeText,
      last_name: maybeText,
      phone: maybeText,
      accepts_marketing: z.boolean().nullish(),
      email_marketing_consent: z.looseObject({ state: z.string().max(50).nullish() }).nullish(),
    })
    .nullish(),
  buyer_accepts_marketing: z.boolean().nullish(),
  shipping_address: shopAddress.nullish(),
  billing_address: shopAddress.nullish(),
  line_items: z.array(shopLineItem).max(500).default([]),
});
export type ShopOrderPayload = z.infer<typeof shopOrderPayload>;
