import type { VariantMapping } from '@brigade/domain/shop/map-shop-order';
import { startWeekOf } from '@brigade/domain/shop/map-shop-order';
import { shopOrderPayload, type ShopAddress, type ShopOrderPayload } from '@brigade/domain/shop/shop-order';
import type {
  ImportProblemView,
  ShopOrderDetail,
  ShopOrderSummary,
  ShopVariant,
} from '@brigade/domain/schemas/shop';
import type { ShopLineRow, ShopOrderRow, ShopVariantRow } from './repository.ts';

/** The stored payload read back (it was checked on the way in); a damaged one reads as an order without lines. */
export function payloadOf(row: ShopOrderRow): ShopOrderPayload {
  const parsed = shopOrderPayload.safeParse(row.payload);
  return parsed.success ? parsed.data : shopOrderPayload.parse({ id: row.shopOrderId, name: row.name });
}

export function toVariantMapping(row: ShopVariantRow): VariantMapping {
  return row.kind === 'programme' && (row.programmeType === 'LEAN' || row.programmeType === 'STRONG')
    ? {
        kind: 'programme',
        type: row.programmeType,
        is_flex: row.isFlex,
        day_trial: row.dayTrial,
        weeks: row.weeks,
      }
    : { kind: 'ignore' };
}

export function toShopVariant(row: ShopVariantRow): ShopVariant {
  return {
    variant_id: row.variantId,
    product_id: row.productId,
    title: row.title,
    kind: row.kind === 'programme' ? 'programme' : 'ignore',
    type: row.programmeType === 'LEAN' || row.programmeType === 'STRONG' ? row.programmeType : null,
    is_flex: row.isFlex,
    day_trial: row.dayTrial,
    weeks: row.weeks,
    version: row.version,
  };
}

const text = (v: string | number | null | undefined) => (v == null || v === '' ? null : String(v));

function customerName(order: ShopOrderPayload): string {
  const first =
    order.customer?.first_name ?? order.shipping_address?.first_name ?? order.billing_address?.first_name;
  const last =
    order.customer?.last_name ?? order.shipping_address?.last_name ?? order.billing_address?.last_name;
  return [first, last].filter(Boolean).join(' ');
}

function addressLine(address: ShopAddress | null | undefined): string | null {
  if (!address) return null;
  const parts = [
    address.name ?? [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    [address.address1, address.address2].filter(Boolean).join(' '),
    [address.zip, address.city].filter(Boolean).join(' '),
    address.country_code,
  ];
  return parts.filter(Boolean).join(', ') || null;
}

export function toShopOrderSummary(row: ShopOrderRow, lines: ShopLineRow[]): ShopOrderSummary {
  const order = payloadOf(row);
  return {
    shop_order_id: row.shopOrderId,
    name: row.name,
    email: row.email,
    customer_name: customerName(order),
    status: row.status as ShopOrderSummary['status'],
    problems: row.problems as ImportProblemView[],
    customer_id: row.customerId,
    order_ids: lines.flatMap((l) => (l.orderId === null ? [] : [l.orderId])),
    total_price: text(order.total_price),
    currency: text(order.currency),
    received_at: row.receivedAt.toISOString(),
    imported_at: row.importedAt?.toISOString() ?? null,
  };
}

/** The shop's admin pages, when its address is configured. */
export interface AdminLinks {
  order(id: number): string;
  customer(id: number): string;
  product(id: number): string;
  variant(productId: number, variantId: number): string;
}

export function adminLinks(shopUrl: string | undefined): AdminLinks | undefined {
  if (!shopUrl) return undefined;
  const admin = `${shopUrl.replace(/\/+$/, '')}/admin`;
  return {
    order: (id) => `${admin}/orders/${id}`,
    customer: (id) => `${admin}/customers/${id}`,
    product: (id) => `${admin}/products/${id}`,
    variant: (productId, variantId) => `${admin}/products/${productId}/variants/${variantId}`,
  };
}

export function toShopOrderDetail(
  row: ShopOrderRow,
  lines: ShopLineRow[],
  variants: Map<number, ShopVariantRow>,
  links: AdminLinks | undefined,
): ShopOrderDetail {
  const order = payloadOf(row);
  const byLine = new Map(lines.map((l) => [l.lineItemId, l]));
  const customerId = order.customer?.id ?? null;
  return {
    ...toShopOrderSummary(row, lines),
    shipping_address: addressLine(order.shipping_address),
    billing_address: addressLine(order.billing_address),
    note: order.note ?? null,
    order_url: links?.order(row.shopOrderId) ?? null,
    customer_url: customerId && links ? links.customer(customerId) : null,
    payload: row.payload,
    lines: order.line_items.map((item) => {
      const line = byLine.get(item.id);
      const variant = item.variant_id != null ? variants.get(item.variant_id) : undefined;
      return {
        line_item_id: item.id,
        title: item.title,
        variant_title: item.variant_title ?? null,
        product_id: item.product_id ?? null,
        variant_id: item.variant_id ?? null,
        quantity: item.quantity,
        price: text(item.price),
        start_week: startWeekOf(item) ?? null,
        kind: variant ? toShopVariant(variant).kind : null,
        order_id: line?.orderId ?? null,
        processed: isProcessed(line),
        processed_override: line?.processedOverride ?? null,
        product_url: item.product_id != null && links ? links.product(item.product_id) : null,
        variant_url:
          item.product_id != null && item.variant_id != null && links
            ? links.variant(item.product_id, item.variant_id)
            : null,
      };
    }),
  };
}

/** A line is processed when a person says so, or (unless they say not) when it made an order. */
export function isProcessed(line: ShopLineRow | undefined): boolean {
  if (!line) return false;
  return line.processedOverride ?? line.orderId !== null;
}
