import type { InvoiceDetail, InvoiceRunResult, InvoiceSummary } from '@brigade/domain/schemas/invoices';
import type { WeekCustomersResponse } from '@brigade/domain/schemas/week';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/jobs.ts';
import { pdfQrCodes, qrBillFields } from '../../../test/qr-bill.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { customers } from '../../db/schema/customers.ts';
import { specialProgrammeCustomers, specialProgrammes } from '../../db/schema/special-programmes.ts';

// Invoices of orders made through the API (ADR 069): an order's discount code in The Week and in the week's
// invoice, and an invoice sent by e-mail to a real SMTP server on loopback with its PDF attached. The clock
// stands at 2026-03-02; the orders start in week 11 (Monday 2026-03-09).
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: string;
const WEEK = '2026-03-09';

const send = async <T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

async function customerWithOrder(lastName: string, order: object) {
  const [c] = await t.database.db
    .insert(customers)
    .values({ firstName: 'Dora', lastName, email: `dora.${lastName.toLowerCase()}@invoices-test.example` })
    .returning();
  const created = await send<{ order_id: number }>(
    'POST',
    '/orders',
    { customer_id: c!.customerId, type: 'LEAN', is_flex: true, start_week: '2026_11', ...order },
    201,
  );
  return { customerId: c!.customerId, orderId: created.order_id };
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Brigade <billing@brigade.test>' },
  });
  admin = await loginAs(t.app, 'SUPER');
  for (const [code, kind, value] of [
    ['WEEK-P15', 'PERCENT', 15],
    ['WEEK-F20', 'FIXED', 20],
  ] as const) {
    await send(
      'POST',
      '/discounts',
      { code, kind, value, valid_from: '2026-03-01', valid_to: '2026-03-31' },
      201,
    );
  }
});
afterAll(async () => {
  await t?.app.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe("an order's discount code in The Week and its invoice", () => {
  it('The Week: LEAN flex 5 × 60 = 300, 15 % off → 255 (51 a day), with the code and the prices before it', async () => {
    const { orderId } = await customerWithOrder('Percent', { discount_code: 'WEEK-P15' });
    const { rows } = await send<WeekCustomersResponse>('GET', `/week/customers?start_date=${WEEK}`);
    expect(rows.find((r) => r.order_id === orderId)).toMatchObject({
      num_days: 5,
      day_rate: 51,
      week_price: 255,
      discount: { code: 'WEEK-P15', amount: 45, day_rate_before: 60, week_price_before: 300 },
    });
  });

  it('the invoice bills the days at the day rate before the code and takes the code off: 3 × 60 − 20 = 160', async () => {
    const { customerId, orderId } = await customerWithOrder('Fixed', {
      weekdays: [1, 3, 5],
      discount_code: 'WEEK-F20',
    });
    const run = await send<InvoiceRunResult>(
      'POST',
      '/invoices/week',
      { week_start: WEEK, customer_id: customerId },
      201,
    );
    expect(run.created[0]).toMatchObject({ total: 160 });
    const detail = await send<InvoiceDetail>('GET', `/invoices/${run.created[0]!.invoice_id}`);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        order_id: orderId,
        quantity: 3,
        unit_price: 60,
        discount: 20,
        discount_code: 'WEEK-F20',
        amount: 160,
      }),
    ]);
  });
});

describe('an invoice sent by e-mail', () => {
  it('reaches the customer with its PDF attached, whose QR-bill reads back with the amount and reference', async () => {
    const { customerId } = await customerWithOrder('Mail', { weekdays: [1, 2] });
    const run = await send<InvoiceRunResult>(
      'POST',
      '/invoices/week',
      { week_start: WEEK, customer_id: customerId },
      201,
    );
    const invoice = run.created[0]!;
    await send<InvoiceSummary>('POST', `/invoices/${invoice.invoice_id}/send`, {
      version: invoice.version,
      lang: 'de',
    });
    const received = await eventually(async () =>
      smtp.received.find((r) => r.mail.subject === `Ihre Rechnung ${invoice.number} von Brigade`),
    );
    expect(received.envelope).toEqual(['dora.mail@invoices-test.example']);
    expect(received.mail.text).toContain('als PDF angehängt');
    const [pdf] = received.mail.attachments;
    expect(pdf).toMatchObject({ filename: `rechnung-${invoice.number}.pdf`, contentType: 'application/pdf' });
    const codes = await pdfQrCodes(pdf!.content);
    expect(qrBillFields(codes[0]!)).toMatchObject({
      amount: invoice.total.toFixed(2),
      reference: invoice.reference,
    });
    const { messages: outbox } = await send<{ messages: { subject: string; attachments: string[] }[] }>(
      'GET',
      '/mail/outbox',
    );
    expect(outbox.find((m) => m.subject.includes(invoice.number))?.attachments).toEqual([
      `rechnung-${invoice.number}.pdf`,
    ]);
  }, 30_000);
});

describe("a special programme's invoices", () => {
  it('bill each customer billed through accounting: order count × the price override, else the price', async () => {
    const db = t.database.db;
    const [programme] = await db
      .insert(specialProgrammes)
      .values({ name: 'Bootcamp Zürich', startDate: WEEK, priceChf: '42.50' })
      .returning();
    const made = await db
      .insert(customers)
      .values(
        ['Override', 'Price', 'NotBilled'].map((lastName) => ({
          firstName: 'Sam',
          lastName,
          email: `sam.${lastName.toLowerCase()}@invoices-test.example`,
        })),
      )
      .returning();
    const [withOverride, atPrice, notBilled] = made.map((c) => c.customerId);
    const id = programme!.specialProgrammeId;
    await db.insert(specialProgrammeCustomers).values([
      {
        specialProgrammeId: id,
        customerId: withOverride!,
        isBexio: true,
        orderCount: 4,
        priceOverride: '30.00',
      },
      { specialProgrammeId: id, customerId: atPrice!, isBexio: true, orderCount: 3 },
      { specialProgrammeId: id, customerId: notBilled!, isBexio: false, orderCount: 5 },
    ]);
    const run = await send<InvoiceRunResult>('POST', `/invoices/programme/${id}`, undefined, 201);
    const byCustomer = new Map(run.created.map((i) => [i.customer_id, i]));
    expect([...byCustomer.keys()].sort()).toEqual([withOverride, atPrice].sort());
    expect(byCustomer.get(withOverride!)).toMatchObject({ title: 'Bootcamp Zürich', total: 120 });
    expect(byCustomer.get(atPrice!)).toMatchObject({ total: 127.5 });
    const detail = await send<InvoiceDetail>('GET', `/invoices/${byCustomer.get(atPrice!)!.invoice_id}`);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        text: 'Bootcamp Zürich · 3 orders',
        quantity: 3,
        unit_price: 42.5,
        amount: 127.5,
      }),
    ]);
    // Billed once: a second run has nothing left to bill.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/programme/${id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(422);
  });
});
