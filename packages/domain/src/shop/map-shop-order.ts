import { addDays, isIsoDate } from '../calendar/iso-date.ts';
import { isValidWeekId, mondayOfWeekId, weekIdOfDate } from '../calendar/week-id.ts';
import type { ProgrammeType } from '../programmes/meal-types.ts';
import type { ShopAddress, ShopLineItem, ShopOrderPayload } from './shop-order.ts';

/**
 * What a shop variant is to Brigade (ADR 058): a programme (type, flex, trial, how many weeks; null weeks = a
 * subscription that runs until stopped), or something that makes no order (cutlery, a gift card).
 */
export type VariantMapping =
  | { kind: 'programme'; type: ProgrammeType; is_flex: boolean; day_trial: boolean; weeks: number | null }
  | { kind: 'ignore' };

export type ImportProblem =
  | { code: 'unknown_variant'; line_item_id: number; variant_id: number | null; title: string }
  | { code: 'missing_week'; line_item_id: number; title: string }
  | { code: 'no_email' }
  | { code: 'no_name' }
  | { code: 'no_address' }
  | { code: 'rolled_back' };

export interface MappedAddress {
  name: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  country_code: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
}

export interface MappedCustomer {
  email: string;
  first_name: string;
  last_name: string;
  phone_cc: string;
  phone_number: string;
  billing_address: MappedAddress | null;
  delivery_address: MappedAddress | null;
  /** Delivered to the billing address (no separate shipping address, or the same one). */
  use_billing: boolean;
  /** Only a customer who opted in at the shop gets the newsletter. */
  newsletter: boolean;
}

export interface MappedOrder {
  line_item_id: number;
  type: ProgrammeType;
  is_flex: boolean;
  day_trial: boolean;
  start_week: string;
  end_week: string | null;
  is_subscription: boolean;
  delivery_instructions: string;
}

export interface MappedShopOrder {
  customer: MappedCustomer;
  /** One order per programme line that is not processed yet. */
  orders: MappedOrder[];
  /** What stops the import; the shop order waits in the import queue until each is fixed. */
  problems: ImportProblem[];
}

/** A line item property that names the programme's first week: a week id (2026_50) or a date in it. */
const START_PROPERTY = /start|beginn|woche|week|date|datum/i;

/** The programme's first week from the line's properties; undefined when none names one. */
export function startWeekOf(line: ShopLineItem): string | undefined {
  for (const property of line.properties) {
    if (!START_PROPERTY.test(property.name) || property.value == null) continue;
    const value = String(property.value).trim();
    if (isValidWeekId(value)) return value;
    const iso = toIsoDate(value);
    if (iso) return weekIdOfDate(iso);
  }
  return undefined;
}

/** 2026-12-07, 07.12.2026 or 07/12/2026 → 2026-12-07; anything else undefined. */
function toIsoDate(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const swiss = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  const date = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : swiss
      ? `${swiss[3]}-${swiss[2]!.padStart(2, '0')}-${swiss[1]!.padStart(2, '0')}`
      : undefined;
  return date && isIsoDate(date) ? date : undefined;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

function mapAddress(address: ShopAddress | null | undefined): MappedAddress | null {
  if (!address || !clean(address.address1) || !clean(address.zip) || !clean(address.city)) return null;
  const name = clean(address.name) || `${clean(address.first_name)} ${clean(address.last_name)}`.trim();
  return {
    name,
    company: clean(address.company),
    street: [clean(address.address1), clean(address.address2)].filter(Boolean).join(', '),
    postcode: clean(address.zip),
    city: clean(address.city),
    country_code: clean(address.country_code).toUpperCase() || 'CH',
    phone: clean(address.phone),
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

const sameAddress = (a: MappedAddress, b: MappedAddress) =>
  a.street === b.street && a.postcode === b.postcode && a.city === b.city && a.name === b.name;

/** '+41 79 123 45 67' → cc 41, number 791234567; a local '079 …' keeps cc 41 and drops the leading 0. */
export function splitPhone(phone: string): { phone_cc: string; phone_number: string } {
  const digits = phone.replace(/[^\d+]/g, '');
  const international = /^(?:\+|00)(41|49|43|33|39|423)(\d{6,14})$/.exec(digits);
  if (international) return { phone_cc: international[1]!, phone_number: international[2]! };
  const local = /^0?(\d{6,14})$/.exec(digits);
  return { phone_cc: '41', phone_number: local ? local[1]! : '' };
}

/** The shop's marketing consent: subscribed, or the older accepts-marketing flags. */
function optedIn(order: ShopOrderPayload): boolean {
  const consent = order.customer?.email_marketing_consent?.state;
  if (consent) return consent === 'subscribed';
  return order.customer?.accepts_marketing === true || order.buyer_accepts_marketing === true;
}

function mapCustomer(order: ShopOrderPayload, problems: ImportProblem[]): MappedCustomer {
  const billing = mapAddress(order.billing_address);
  const shipping = mapAddress(order.shipping_address);
  const email = clean(order.email) || clean(order.customer?.email);
  const first =
    clean(order.customer?.first_name) ||
    clean(order.shipping_address?.first_name) ||
    clean(order.billing_address?.first_name);
  const last =
    clean(order.customer?.last_name) ||
    clean(order.shipping_address?.last_name) ||
    clean(order.billing_address?.last_name);
  if (!email) problems.push({ code: 'no_email' });
  if (!first || !last) problems.push({ code: 'no_name' });
  if (!billing && !shipping) problems.push({ code: 'no_address' });
  const useBilling = !shipping || (billing !== null && sameAddress(billing, shipping));
  return {
    email: email.toLowerCase(),
    first_name: first,
    last_name: last,
    ...splitPhone(clean(order.phone) || clean(order.customer?.phone) || shipping?.phone || ''),
    billing_address: billing ?? shipping,
    delivery_address: useBilling ? null : shipping,
    use_billing: useBilling,
    newsletter: optedIn(order),
  };
}

/**
 * A shop order as Brigade's customer and orders (ADR 058): one order per programme line not yet processed
 * (`processed`: line ids already imported, or marked processed by a person), its first week from the line's
 * properties and its last from the variant's number of weeks. What cannot be mapped is listed in `problems`,
 * and nothing is imported while there is one: the order waits, never half-imported.
 */
export function mapShopOrder(
  order: ShopOrderPayload,
  variants: ReadonlyMap<number, VariantMapping>,
  processed: ReadonlySet<number> = new Set(),
): MappedShopOrder {
  const problems: ImportProblem[] = [];
  const customer = mapCustomer(order, problems);
  const orders: MappedOrder[] = [];
  for (const line of order.line_items) {
    if (processed.has(line.id) || line.quantity === 0) continue;
    const mapping = line.variant_id != null ? variants.get(line.variant_id) : undefined;
    if (!mapping) {
      problems.push({
        code: 'unknown_variant',
        line_item_id: line.id,
        variant_id: line.variant_id ?? null,
        title: [line.title, line.variant_title].filter(Boolean).join(' – '),
      });
      continue;
    }
    if (mapping.kind === 'ignore') continue;
    const start = startWeekOf(line);
    if (!start) {
      problems.push({ code: 'missing_week', line_item_id: line.id, title: line.title });
      continue;
    }
    orders.push({
      line_item_id: line.id,
      type: mapping.type,
      is_flex: mapping.is_flex,
      day_trial: mapping.day_trial,
      start_week: start,
      end_week: mapping.weeks === null ? null : addWeeksToWeekId(start, Math.max(mapping.weeks, 1) - 1),
      is_subscription: mapping.weeks === null,
      delivery_instructions: clean(order.note).slice(0, 1000),
    });
  }
  return { customer, orders, problems };
}

/** The week `weeks` weeks after `weekId`. */
function addWeeksToWeekId(weekId: string, weeks: number): string {
  return weekIdOfDate(addDays(mondayOfWeekId(weekId), weeks * 7));
}
