import type {
  CustomerMoney,
  InvoiceDetail,
  InvoiceList,
  InvoiceRunResult,
  InvoiceSummary,
} from '@brigade/domain/schemas/invoices';
import type { WeekCustomersResponse } from '@brigade/domain/schemas/week';
import { messages } from '@brigade/domain/messages/catalogue';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import { pdfQrCodes, qrBillFields } from '../../../test/qr-bill.ts';
import { invoices } from '../../db/schema/money.ts';
import { insertHandWorkedDelivery, type HandWorkedDelivery } from '../logistics/test-delivery.ts';
import { MONDAY } from '../production/test-week.ts';

let t: TestApp;
let admin: string;
let week: HandWorkedDelivery;
let rows: WeekCustomersResponse['rows'];

const inject = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200): Promise<T> {
  const response = await inject(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
const invoiceCustomer = (customerId: number) =>
  ok<InvoiceRunResult>('POST', '/invoices/week', { week_start: MONDAY, customer_id: customerId }, 201);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  week = await insertHandWorkedDelivery(t, admin);
  rows = (await ok<WeekCustomersResponse>('GET', `/week/customers?start_date=${MONDAY}`)).rows;
});
afterAll(async () => {
  await t?.app.close();
});

describe('invoices of a week (ADR 069)', () => {
  let anna: InvoiceSummary;

  it("bills a customer's orders of the week at The Week's prices, numbered and referenced", async () => {
    const row = rows.find((r) => r.order_id === week.ids.order.a)!;
    const { created, skipped } = await invoiceCustomer(week.ids.customer.a);
    expect(skipped).toEqual([]);
    expect(created).toHaveLength(1);
    anna = created[0]!;
    expect(anna).toMatchObject({ kind: 'INVOICE', status: 'OPEN', currency: 'CHF', total: row.week_price });
    expect(anna.number).toMatch(/^\d{4}-00001$/);
    expect(isQRReferenceValid(anna.reference)).toBe(true);
    const detail = await ok<InvoiceDetail>('GET', `/invoices/${anna.invoice_id}`);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        order_id: week.ids.order.a,
        week_start: MONDAY,
        quantity: row.num_days,
        unit_price: row.day_rate,
        amount: row.week_price,
      }),
    ]);
    expect(detail.lines[0]!.text).toContain('2031-W11');
    expect(detail.address).toMatchObject({
      name: 'Anna Kitchen',
      street: 'Bahnhofstrasse 1',
      postcode: '3901',
    });
  });

  it('does not bill an order twice', async () => {
    const again = await inject('POST', '/invoices/week', {
      week_start: MONDAY,
      customer_id: week.ids.customer.a,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error_message: messages.invoiceNothingToBill });
  });

  it('gives consecutive numbers to invoices made at the same moment: no gap, no duplicate', async () => {
    const customers = [week.ids.customer.b, week.ids.customer.c, week.ids.customer.d, week.ids.customer.e];
    const made = await Promise.all(customers.map(invoiceCustomer));
    const numbers = made
      .flatMap((m) => m.created.map((i) => Number(i.number.slice(5))))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5]);
  });

  it('prints a PDF whose QR-bill a banking app reads: IBAN, amount, reference', async () => {
    const pdf = await inject('GET', `/invoices/${anna.invoice_id}/pdf?lang=de`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const codes = await pdfQrCodes(pdf.rawPayload);
    expect(codes).toHaveLength(1);
    expect(qrBillFields(codes[0]!)).toMatchObject({
      type: 'SPC',
      iban: 'CH4431999123000889012',
      amount: anna.total.toFixed(2),
      currency: 'CHF',
      referenceType: 'QRR',
      reference: anna.reference,
      message: `Rechnung ${anna.number}`,
    });
  }, 30_000);

  it('marks an invoice paid with the version read; a stale version changes nothing', async () => {
    const stale = await inject('POST', `/invoices/${anna.invoice_id}/paid`, { version: anna.version + 1 });
    expect(stale.statusCode).toBe(409);
    const paid = await ok<InvoiceSummary>('POST', `/invoices/${anna.invoice_id}/paid`, {
      version: anna.version,
    });
    expect(paid).toMatchObject({ status: 'PAID', version: anna.version + 1 });
    expect(paid.paid_at).not.toBeNull();
    const money = await ok<CustomerMoney>('GET', `/customers/${week.ids.customer.a}/money`);
    expect(money.totals).toEqual({ invoiced: anna.total, paid: anna.total, open: 0 });
    const cancelPaid = await inject('POST', `/invoices/${anna.invoice_id}/cancel`, { version: paid.version });
    expect(cancelPaid.statusCode).toBe(422);
  });

  it('cancels an open invoice with a credit note; its orders can be billed again', async () => {
    const ben = (await ok<InvoiceList>('GET', `/invoices?customer_id=${week.ids.customer.b}`)).items[0]!;
    const credit = await ok<InvoiceSummary>('POST', `/invoices/${ben.invoice_id}/cancel`, {
      version: ben.version,
    });
    expect(credit).toMatchObject({
      kind: 'CREDIT_NOTE',
      credits_invoice_id: ben.invoice_id,
      total: -ben.total,
    });
    expect(credit.number).toMatch(/-00006$/);
    const cancelled = await ok<InvoiceDetail>('GET', `/invoices/${ben.invoice_id}`);
    expect(cancelled.status).toBe('CANCELLED');
    const again = await invoiceCustomer(week.ids.customer.b);
    expect(again.created[0]!.total).toBe(ben.total);
  });

  it('invoices the rest of the week as a job and lists the week with its totals', async () => {
    const queued = await inject('POST', '/invoices/week', { week_start: MONDAY });
    expect(queued.statusCode, queued.body).toBe(202);
    const billed = new Set(
      rows.filter((r) => r.week_price !== null && r.num_days > 0).map((r) => r.customer_id),
    );
    const list = await eventually(async () => {
      const l = await ok<InvoiceList>('GET', `/invoices?week_start=${MONDAY}&status=OPEN`);
      const customers = new Set(l.items.filter((i) => i.kind === 'INVOICE').map((i) => i.customer_id));
      return [...billed].every((c) => customers.has(c) || c === week.ids.customer.a) ? l : undefined;
    }, 30_000);
    expect(list.totals.open).toBeGreaterThan(0);
  });

  it('sends an invoice by e-mail through the e-mail port, to the address the customer has', async () => {
    const ben = (await ok<InvoiceList>('GET', `/invoices?customer_id=${week.ids.customer.b}&status=OPEN`))
      .items[0]!;
    const noMail = await inject('POST', `/invoices/${ben.invoice_id}/send`, { version: ben.version });
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json()).toMatchObject({ error_message: messages.invoiceNoEmail });
    const eva = (await ok<InvoiceList>('GET', `/invoices?customer_id=${week.ids.customer.e}`)).items[0]!;
    await t.database.db
      .update(invoices)
      .set({ email: 'eva@example.ch' })
      .where(eq(invoices.invoiceId, eva.invoice_id));
    const sent = await ok<InvoiceSummary>('POST', `/invoices/${eva.invoice_id}/send`, {
      version: eva.version,
      lang: 'de',
    });
    expect(sent.sent_at).not.toBeNull();
    const { messages: outbox } = await ok<{
      messages: { kind: string; to: string[]; subject: string; text: string }[];
    }>('GET', '/mail/outbox');
    const mail = outbox.find((m) => m.kind === 'invoice')!;
    expect(mail).toMatchObject({
      to: ['eva@example.ch'],
      subject: `Ihre Rechnung ${eva.number} von Brigade`,
    });
    expect(mail.text).toContain('IBAN CH4431999123000889012');
    expect(mail.text).toContain(`CHF ${eva.total.toFixed(2)}`);
  });

  it('is for AP SUPER users only', async () => {
    for (const [, cookie] of await refusedRoles(t.app)) {
      expect((await inject('GET', '/invoices', undefined, cookie)).statusCode).toBe(403);
      expect((await inject('POST', '/invoices/week', { week_start: MONDAY }, cookie)).statusCode).toBe(403);
    }
  });
});
