import type { CustomerMoney, InvoiceDetail, InvoiceSummary } from '@brigade/domain/schemas/invoices';
import type { InvoiceLineRow, InvoiceRow } from './repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    invoice_id: row.invoiceId,
    number: row.number,
    kind: row.kind,
    credits_invoice_id: row.creditsInvoiceId,
    customer_id: row.customerId,
    customer_name: row.customerName,
    special_programme_id: row.specialProgrammeId,
    week_start: row.weekStart,
    title: row.title,
    currency: row.currency,
    total: Number(row.total),
    status: row.status,
    reference: row.reference,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    sent_at: iso(row.sentAt),
    paid_at: iso(row.paidAt),
    cancelled_at: iso(row.cancelledAt),
    version: row.version,
  };
}

export function toDetail(row: InvoiceRow, lines: readonly InvoiceLineRow[]): InvoiceDetail {
  return {
    ...toSummary(row),
    text: row.text,
    address: row.address,
    email: row.email,
    lines: lines.map((line) => ({
      position: line.position,
      order_id: line.orderId,
      week_start: line.weekStart,
      text: line.text,
      quantity: Number(line.quantity),
      unit_price: Number(line.unitPrice),
      discount: Number(line.discount),
      discount_code: line.discountCode,
      amount: Number(line.amount),
    })),
  };
}

type OrderMoney = CustomerMoney['orders'][number];
const cents = (value: number) => Math.round(value * 100);
const add = (a: number, b: number) => (cents(a) + cents(b)) / 100;

/** Per order: the amounts of its invoice lines (cancelled invoices left out), paid or open, and the weeks. */
export function moneyByOrder(
  lines: readonly { orderId: number | null; weekStart: string | null; amount: string; status: string }[],
): Pick<CustomerMoney, 'orders' | 'totals'> {
  const orders = new Map<number, OrderMoney>();
  for (const line of lines) {
    if (line.orderId === null || line.status === 'CANCELLED') continue;
    const order = orders.get(line.orderId) ?? {
      order_id: line.orderId,
      invoiced: 0,
      paid: 0,
      open: 0,
      weeks: [],
    };
    const amount = Number(line.amount);
    order.invoiced = add(order.invoiced, amount);
    if (line.status === 'PAID') order.paid = add(order.paid, amount);
    else order.open = add(order.open, amount);
    if (line.weekStart) order.weeks.push(line.weekStart);
    orders.set(line.orderId, order);
  }
  const list = [...orders.values()].sort((a, b) => a.order_id - b.order_id);
  const sum = (pick: (o: OrderMoney) => number) => list.reduce((total, o) => add(total, pick(o)), 0);
  return {
    orders: list,
    totals: { invoiced: sum((o) => o.invoiced), paid: sum((o) => o.paid), open: sum((o) => o.open) },
  };
}
