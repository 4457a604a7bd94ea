import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';

/**
 * Erasing a customer (a data subject's right to erasure, ADR 082): their personal and health data go, while
 * what Swiss accounting law asks to keep for ten years stays — the invoices as issued (numbers, dates, amounts,
 * the billing name and address printed on them) and the orders they bill (weeks, programme, prices).
 */

/** The name an erased customer is shown with. */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'customer';

/**
 * The e-mail an erased customer keeps: a reserved domain (`.invalid` can never be a real address), so no mail
 * reaches anyone and the row itself says it was erased — no extra column needed.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

export function erasedEmail(customerId: number): string {
  return `customer-${customerId}@${ERASED_EMAIL_DOMAIN}`;
}

export function isErasedCustomer(customer: { email: string }): boolean {
  return customer.email.toLowerCase().endsWith(`@${ERASED_EMAIL_DOMAIN}`);
}

/** The customer's columns after erasure (API field names): contact, birthday, health, notes and preferences. */
export function erasedCustomerFields(customerId: number) {
  return {
    first_name: ERASED_FIRST_NAME,
    last_name: ERASED_LAST_NAME,
    email: erasedEmail(customerId),
    phone_number: '',
    dob: null,
    how_hear: '',
    newsletter: false,
    workshop_interest: false,
    last_contacted: null,
    other_allergens: [] as string[],
    other_warnings: [] as string[],
    dislikes: [] as string[],
    special_requirements: '',
    notes: '{}',
    delivery_instructions: '',
    pick_up_notes: '',
    group_id: null,
    active: false,
  } as const;
}

/**
 * A stored address after erasure: the street, person and contact go; postcode and city stay (they locate no
 * one on their own, and the delivery figures group by them). The invoices keep their own copy as printed.
 */
export function erasedAddressFields() {
  return {
    name: '',
    phone: '',
    company: '',
    street: '',
    co: '',
    email: '',
    zip_annex: '',
    instruction: '',
    latitude: null,
    longitude: null,
  } as const;
}

/**
 * The erasure is confirmed when the typed text is the customer's number or their full name ("first last",
 * case and surrounding spaces ignored).
 */
export function erasureConfirmed(
  typed: string,
  customer: { customer_id: number; first_name: string; last_name: string },
): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const text = norm(typed);
  if (text === '') return false;
  return (
    text === String(customer.customer_id) || text === norm(`${customer.first_name} ${customer.last_name}`)
  );
}

/** The Monday of the week holding `date`. */
function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * Whether an order still runs this week or later (not cancelled; open-ended or its last week not yet past):
 * such a customer is not erased, since the kitchen would still cook and deliver to them.
 */
export function orderStillRuns(
  order: { cancelled: boolean; end_date: IsoDate | null },
  today: IsoDate,
): boolean {
  if (order.cancelled) return false;
  const monday = mondayOf(today);
  return order.end_date === null || order.end_date >= monday;
}

/** What a shop order's payload keeps after erasure: its lines and totals, none of the buyer's details. */
const SHOP_PAYLOAD_KEPT = [
  'id',
  'name',
  'order_number',
  'created_at',
  'updated_at',
  'currency',
  'total_price',
  'subtotal_price',
  'total_tax',
  'financial_status',
  'cancelled_at',
  'line_items',
] as const;

export function erasedShopPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const kept = SHOP_PAYLOAD_KEPT.filter((key) => key in payload).map((key) => [key, payload[key]] as const);
  const lines = Array.isArray(payload.line_items) ? payload.line_items : [];
  // A line can carry the buyer's own words (properties: a name on a gift card, a note): they go too.
  const plainLines = lines.map((line: unknown) => {
    if (typeof line !== 'object' || line === null) return line;
    const { properties: _properties, ...rest } = line as Record<string, unknown>;
    return rest;
  });
  return { ...Object.fromEntries(kept), ...('line_items' in payload ? { line_items: plainLines } : {}) };
}
