import { messages } from '@brigade/domain/messages/catalogue';
import type { Payment } from '@brigade/domain/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';
import { startStripeStub, type StripeStub } from '../../integrations/payments/stripe-stub.ts';
import { completedEvent, deliver, insertInvoice, invoiceRow } from './test-payments.ts';

const WEBHOOK_SECRET = 'whsec_live_module_0123456789abcdef';

describe('payments through the live port (Stripe stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await buildTestApp({
      env: { ...stub.env(WEBHOOK_SECRET), PUBLIC_URL: 'https://brigade.example.ch' },
    });
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => {
    await t.app.close();
    await stub.close();
  });

  const api = (method: 'GET' | 'POST', url: string, cookie: string | null = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

  it('makes a Checkout Session for the invoice and takes its paid webhook', async () => {
    const invoice = await insertInvoice(t.database.db);
    const made = await api('POST', `/payments/invoices/${invoice.invoiceId}/link`);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<Payment>();
    expect(link).toMatchObject({ mode: 'live', status: 'OPEN', amount: 245.5, currency: 'CHF' });
    expect(link.session_id).toMatch(/^cs_test_/);
    expect(link.url).toBe(`https://checkout.stripe.com/c/pay/${link.session_id}`);
    const sent = stub.requests.at(-1)!;
    expect(sent.idempotencyKey).toBe(`brigade-invoice-${invoice.invoiceId}-24550-CHF-0`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'chf',
      'line_items[0][price_data][unit_amount]': '24550',
      client_reference_id: String(invoice.invoiceId),
      'metadata[invoice_number]': invoice.number,
      customer_email: 'paula@example.ch',
      success_url: 'https://brigade.example.ch/pay/{CHECKOUT_SESSION_ID}',
      cancel_url: 'https://brigade.example.ch/pay',
    });

    // The pay page of a live session sends the payer to the provider; it cannot be paid here.
    const view = await api('GET', `/payments/local/${link.session_id}`, null);
    expect(view.json()).toMatchObject({ mode: 'live', can_pay_here: false, url: link.url });
    const here = await api('POST', `/payments/local/${link.session_id}/pay`, null);
    expect(here.statusCode).toBe(422);
    expect(here.json().error_message).toBe(messages.paymentLocalPayUnavailable);

    const payload = completedEvent('evt_live_module_1', {
      id: link.session_id,
      amount_total: 24550,
      invoiceId: invoice.invoiceId,
    });
    const paid = await deliver(t, payload, { secret: WEBHOOK_SECRET });
    expect(paid.json()).toEqual({ outcome: 'paid' });
    expect(await invoiceRow(t.database.db, invoice.invoiceId)).toMatchObject({ status: 'PAID', version: 2 });
  });

  it('handles the same event delivered twice at once only once', async () => {
    const invoice = await insertInvoice(t.database.db);
    const link = (await api('POST', `/payments/invoices/${invoice.invoiceId}/link`)).json<Payment>();
    const payload = completedEvent('evt_live_racing_1', { id: link.session_id, amount_total: 24550 });
    const answers = await Promise.all([
      deliver(t, payload, { secret: WEBHOOK_SECRET }),
      deliver(t, payload, { secret: WEBHOOK_SECRET }),
    ]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'paid']);
    expect(await invoiceRow(t.database.db, invoice.invoiceId)).toMatchObject({ status: 'PAID', version: 2 });
  });

  it('says why when the provider fails, and keeps no link', async () => {
    const invoice = await insertInvoice(t.database.db);
    for (let i = 0; i < 4; i += 1) stub.fail({ status: 503, retryAfter: '0' });
    const failed = await api('POST', `/payments/invoices/${invoice.invoiceId}/link`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error_message).toBe(
      `Unable to create the payment link of invoice ${invoice.number}. The service failed (HTTP 503): Stub fault 503`,
    );
    expect((await api('GET', `/payments/invoices/${invoice.invoiceId}`)).json()).toEqual({ items: [] });
    // The retry after the outage is the same request (same idempotency key): one session.
    const made = await api('POST', `/payments/invoices/${invoice.invoiceId}/link`);
    expect(made.statusCode).toBe(201);
  });
});

describe('the local port in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t.app.close());

  it('makes no payment link nobody could pay', async () => {
    const admin = await loginAs(t.app, 'SUPER');
    const invoice = await insertInvoice(t.database.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/invoices/${invoice.invoiceId}/link`,
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(messages.paymentNotConfigured);
  });
});
