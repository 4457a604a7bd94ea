import { isoWeekOfDate } from '../calendar/week-id.ts';
import type { IsoDate } from '../calendar/iso-date.ts';
import { roundTo2 } from '../numbers/round.ts';
import { invoiceText } from '../orders/invoice-text.ts';

/** A line as an invoice is made with it: frozen with the invoice (ADR 069). */
export interface InvoiceLineDraft {
  order_id: number | null;
  week_start: IsoDate | null;
  text: string;
  quantity: number;
  unit_price: number;
  /** What a discount code took off (positive), and the code. */
  discount: number;
  discount_code: string | null;
  amount: number;
}

/** One order's week as The Week prices it: the days delivered, the day rate and the week's price. */
export interface BillableWeek {
  order_id: number;
  week_start: IsoDate;
  /** 'LEAN flex', 'STRONG trial' … */
  programme: string;
  day_trial: boolean;
  days: number;
  day_rate: number;
  /** The week's price after any discount code. */
  week_price: number;
  discount: { code: string; amount: number } | null;
}

/**
 * The line of an order's week: "LEAN flex · 2026-W49 · #123" (the same in every language; the days are the
 * quantity) at the day rate (a 1-day trial: once at its price); a discount code's amount is shown and taken off.
 * A week without days is not billed (null).
 */
export function weekInvoiceLine(week: BillableWeek): InvoiceLineDraft | null {
  if (week.days === 0 && !week.day_trial) return null;
  const quantity = week.day_trial ? 1 : week.days;
  const unit = week.day_trial ? roundTo2(week.week_price + (week.discount?.amount ?? 0)) : week.day_rate;
  const { year, week: number } = isoWeekOfDate(week.week_start);
  const iso = `${year}-W${String(number).padStart(2, '0')}`;
  return {
    order_id: week.order_id,
    week_start: week.week_start,
    text: `${week.programme} · ${iso} · #${week.order_id}`,
    quantity,
    unit_price: unit,
    discount: week.discount?.amount ?? 0,
    discount_code: week.discount?.code ?? null,
    amount: week.week_price,
  };
}

/** A special programme customer's orders: order_count × (price override, else the programme's price). */
export function programmeInvoiceLine(programme: {
  name: string;
  order_count: number;
  unit_price: number;
}): InvoiceLineDraft | null {
  if (programme.order_count <= 0) return null;
  return {
    order_id: null,
    week_start: null,
    text: `${programme.name} · ${programme.order_count} ${programme.order_count === 1 ? 'order' : 'orders'}`,
    quantity: programme.order_count,
    unit_price: programme.unit_price,
    discount: 0,
    discount_code: null,
    amount: roundTo2(programme.order_count * programme.unit_price),
  };
}

/** The sum of the lines, added in cents. */
export function invoiceTotal(lines: readonly Pick<InvoiceLineDraft, 'amount'>[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.amount * 100), 0) / 100;
}

/** The invoice's text for the accounting service: the lines, one per row, at most 4,999 characters. */
export function invoiceLinesText(lines: readonly Pick<InvoiceLineDraft, 'text'>[]): string {
  return invoiceText(lines.map((line) => line.text).join('\n'));
}

/** A credit note's lines: the invoice's, negated. */
export function creditLines(lines: readonly InvoiceLineDraft[]): InvoiceLineDraft[] {
  return lines.map((line) => ({
    ...line,
    quantity: -line.quantity,
    discount: -line.discount,
    amount: -line.amount,
  }));
}

/** What an invoice needs of a shop order: its lines as sold, and its total (with shipping and discounts). */
export interface ShopOrderToBill {
  name: string;
  total_price?: string | number | null | undefined;
  line_items: readonly {
    title: string;
    variant_title?: string | null | undefined;
    quantity: number;
    price?: string | number | null | undefined;
  }[];
}

const amountOf = (value: string | number | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? roundTo2(n) : 0;
};

/**
 * The lines of a shop order's invoice: each line as the shop sold it (title – variant, quantity × price), and
 * when the shop's total differs (shipping, discounts), one line "Shipping and discounts" with the difference, so
 * the invoice's total is the shop's.
 */
export function shopOrderInvoiceLines(order: ShopOrderToBill): InvoiceLineDraft[] {
  const lines: InvoiceLineDraft[] = order.line_items
    .filter((item) => item.quantity > 0)
    .map((item) => {
      const unit = amountOf(item.price);
      return {
        order_id: null,
        week_start: null,
        text: [item.title, item.variant_title].filter(Boolean).join(' – ') || order.name,
        quantity: item.quantity,
        unit_price: unit,
        discount: 0,
        discount_code: null,
        amount: roundTo2(item.quantity * unit),
      };
    });
  const rest = roundTo2(amountOf(order.total_price) - invoiceTotal(lines));
  if (order.total_price !== null && order.total_price !== undefined && rest !== 0)
    lines.push({
      order_id: null,
      week_start: null,
      text: `${order.name} · shipping and discounts`,
      quantity: 1,
      unit_price: rest,
      discount: 0,
      discount_code: null,
      amount: rest,
    });
  return lines;
}
