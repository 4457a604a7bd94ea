import { describe, expect, it } from 'vitest';
import {
  creditLines,
  invoiceLinesText,
  invoiceTotal,
  programmeInvoiceLine,
  shopOrderInvoiceLines,
  weekInvoiceLine,
  type BillableWeek,
} from './invoice-lines.ts';

const week: BillableWeek = {
  order_id: 7,
  week_start: '2026-11-30',
  programme: 'LEAN flex',
  day_trial: false,
  days: 4,
  day_rate: 62,
  week_price: 248,
  discount: null,
};

describe('invoice lines', () => {
  it("bills an order's week at its day rate for the days delivered", () => {
    expect(weekInvoiceLine(week)).toEqual({
      order_id: 7,
      week_start: '2026-11-30',
      text: 'LEAN flex · 2026-W49 · #7',
      quantity: 4,
      unit_price: 62,
      discount: 0,
      discount_code: null,
      amount: 248,
    });
  });

  it('shows what a discount code took off', () => {
    const line = weekInvoiceLine({
      ...week,
      week_price: 223.2,
      discount: { code: 'WELCOME10', amount: 24.8 },
    });
    expect(line).toMatchObject({ amount: 223.2, discount: 24.8, discount_code: 'WELCOME10', unit_price: 62 });
  });

  it('bills a 1-day trial once at its price, and nothing for a week without days', () => {
    const trial = weekInvoiceLine({
      ...week,
      programme: 'STRONG trial',
      day_trial: true,
      days: 1,
      week_price: 65,
    });
    expect(trial).toMatchObject({ quantity: 1, unit_price: 65, amount: 65 });
    expect(trial?.text).toBe('STRONG trial · 2026-W49 · #7');
    expect(weekInvoiceLine({ ...week, days: 0, week_price: 0 })).toBeNull();
  });

  it("bills a special programme customer's orders at the override or the programme's price", () => {
    expect(programmeInvoiceLine({ name: 'Bank AG lunch', order_count: 3, unit_price: 19.9 })).toMatchObject({
      text: 'Bank AG lunch · 3 orders',
      quantity: 3,
      amount: 59.7,
    });
    expect(programmeInvoiceLine({ name: 'X', order_count: 0, unit_price: 10 })).toBeNull();
  });

  it('adds totals in cents and negates a credit note', () => {
    const lines = [{ amount: 0.1 }, { amount: 0.2 }, { amount: 248 }];
    expect(invoiceTotal(lines)).toBe(248.3);
    const credit = creditLines([weekInvoiceLine(week)!]);
    expect(credit[0]).toMatchObject({ quantity: -4, amount: -248 });
    expect(invoiceTotal(credit)).toBe(-248);
  });

  it('keeps the text within 4,999 characters, meal names abbreviated first', () => {
    const many = Array.from({ length: 200 }, () => ({ text: 'Breakfast, Lunch and Dinner of the week' }));
    const text = invoiceLinesText(many);
    expect(text.length).toBeLessThanOrEqual(4999);
    expect(text).toContain('Br, Lu and Di');
  });
});

describe("a shop order's invoice lines", () => {
  it('bills each line as sold, and the difference to the shop total as one line', () => {
    const lines = shopOrderInvoiceLines({
      name: '#1001',
      total_price: '357.50',
      line_items: [
        { title: 'LEAN week', variant_title: 'Flex', quantity: 1, price: '310.00' },
        { title: 'Shot pack', quantity: 2, price: '19.75' },
        { title: 'Removed', quantity: 0, price: '5.00' },
      ],
    });
    expect(lines.map((l) => [l.text, l.quantity, l.unit_price, l.amount])).toEqual([
      ['LEAN week – Flex', 1, 310, 310],
      ['Shot pack', 2, 19.75, 39.5],
      ['#1001 · shipping and discounts', 1, 8, 8],
    ]);
    expect(invoiceTotal(lines)).toBe(357.5);
  });

  it('adds no line when the lines make the total', () => {
    const lines = shopOrderInvoiceLines({
      name: '#2',
      total_price: 20,
      line_items: [{ title: 'A', quantity: 1, price: 20 }],
    });
    expect(lines).toHaveLength(1);
  });
});
