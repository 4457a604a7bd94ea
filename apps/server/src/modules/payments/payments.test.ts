import { messages } from '@brigade/domain/messages/catalogue';
import type { Payment, PublicPaymentSession } from '@brigade/domain/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import {
  auditCount,
  completedEvent,
  deliver,
  insertInvoice,
  invoiceRow,
  paymentRow,
} from './test-payments.ts';

const SECRET = 'whsec_local_test_0123456789abcdef';

describe('payments through the local port', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
    admin = await loginAs(t.app, 'SUPER');
  });
  afterAll(async () => t.app.close());

  const api = (method: 'GET' | 'POST', url: string, cookie: string | null = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
  const linkOf = async (invoiceId: number) => {
    const response = await api('POST', `/payments/invoices/${invoiceId}/link`);
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json<Payment>();
  };
  const completed = (payment: Payment, eventId: string, extra: Record<string, unknown> = {}) =>
    completedEvent(eventId, { id: payment.session_id, amount_total: 24550, ...extra });

  it('makes one open payment link per open invoice, to the pay page', async () => {
    const invoice = await insertInvoice(t.database.db);
    const made = await api('POST', `/payments/invoices/${invoice.invoiceId}/link`);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<Payment>();
    expect(link).toMatchObject({
      invoice_id: invoice.invoiceId,
      method: 'STRIPE',
      mode: 'local',
      amount: 245.5,
      currency: 'CHF',
      status: 'OPEN',
      paid_at: null,
    });
    expect(link.session_id).toMatch(/^cs_local_[0-9a-f]{32}$/);
    expect(link.url).toBe(`http://localhost:80/pay/${link.session_id}`);
    const again = await api('POST', `/payments/invoices/${invoice.invoiceId}/link`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(link);
    const list = await api('GET', `/payments/invoices/${invoice.invoiceId}`);
    expect(list.json()).toEqual({ items: [link] });
    expect(await auditCount(t.database.db, 'payment', link.payment_id)).toBe(1);
  });

  it('refuses a link for a paid or cancelled invoice, a credit note, an unknown or malformed id', async () => {
    const db = t.database.db;
    const cases: [number, string][] = [
      [(await insertInvoice(db, { status: 'PAID' })).invoiceId, messages.paymentInvoiceNotOpen],
      [(await insertInvoice(db, { status: 'CANCELLED' })).invoiceId, messages.paymentInvoiceNotOpen],
      [
        (await insertInvoice(db, { kind: 'CREDIT_NOTE', total: '-245.50' })).invoiceId,
        messages.paymentCreditNote,
      ],
      [(await insertInvoice(db, { total: '0.00' })).invoiceId, messages.paymentNothingToPay],
    ];
    for (const [invoiceId, message] of cases) {
      const refused = await api('POST', `/payments/invoices/${invoiceId}/link`);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error_message).toBe(message);
      expect((await api('GET', `/payments/invoices/${invoiceId}`)).json()).toEqual({ items: [] });
    }
    expect((await api('POST', '/payments/invoices/999999/link')).statusCode).toBe(404);
    expect((await api('GET', '/payments/invoices/999999')).statusCode).toBe(404);
    expect((await api('POST', '/payments/invoices/abc/link')).statusCode).toBe(400);
  });

  it('is for AP SUPER only', async () => {
    const invoice = await insertInvoice(t.database.db);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await api('POST', `/payments/invoices/${invoice.invoiceId}/link`, cookie)).statusCode,
        role,
      ).toBe(403);
      expect((await api('GET', `/payments/invoices/${invoice.invoiceId}`, cookie)).statusCode, role).toBe(
        403,
      );
    }
    expect((await api('POST', `/payments/invoices/${invoice.invoiceId}/link`, null)).statusCode).toBe(401);
    expect((await api('GET', `/payments/invoices/${invoice.invoiceId}`, null)).statusCode).toBe(401);
  });

  describe('the webhook', () => {
    it('marks the link and its invoice paid on a paid checkout.session.completed, in one go', async () => {
      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const response = await deliver(t, completed(link, 'evt_good_1'), { secret: SECRET });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ outcome: 'paid' });
      const paid = await invoiceRow(t.database.db, invoice.invoiceId);
      expect(paid).toMatchObject({ status: 'PAID', version: invoice.version + 1 });
      expect(paid.paidAt?.toISOString()).toBe(t.clock().toISOString());
      expect(await paymentRow(t.database.db, link.session_id)).toMatchObject({
        status: 'PAID',
        paidAt: t.clock(),
      });
      expect(await auditCount(t.database.db, 'invoice', invoice.invoiceId)).toBe(1);
      const done = await api('GET', `/payments/sessions/${link.session_id}/completed`, null);
      expect(done.json()).toEqual({ session_id: link.session_id, completed: true, status: 'PAID' });
      // A paid invoice gets no new link.
      expect((await api('POST', `/payments/invoices/${invoice.invoiceId}/link`)).statusCode).toBe(422);
    });

    it('refuses a bad signature or an old timestamp with 400, and nothing changes', async () => {
      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const payload = completed(link, 'evt_refused_1');
      const now = Math.floor(t.clock().getTime() / 1000);
      const attempts = [
        [{ secret: 'whsec_someone_else_0123456789' }, messages.paymentSignatureInvalid],
        [{ secret: SECRET, signature: 't=1,v1=00' }, messages.paymentSignatureInvalid],
        [{ secret: SECRET, signature: '' }, messages.paymentSignatureInvalid],
        [{ secret: SECRET, timestamp: now - 301 }, messages.paymentSignatureExpired],
      ] as const;
      for (const [options, message] of attempts) {
        const refused = await deliver(t, payload, options);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().error_message).toBe(message);
      }
      const tampered = await deliver(t, payload, {
        secret: SECRET,
        signature: (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload: payload.replace('24550', '1'),
          secret: SECRET,
          timestamp: now,
        }),
      });
      expect(tampered.statusCode).toBe(400);
      expect(await invoiceRow(t.database.db, invoice.invoiceId)).toMatchObject({
        status: 'OPEN',
        version: 1,
      });
      expect(await paymentRow(t.database.db, link.session_id)).toMatchObject({
        status: 'OPEN',
        paidAt: null,
      });
      // The event was not recorded: its genuine delivery is still handled.
      expect((await deliver(t, payload, { secret: SECRET })).json()).toEqual({ outcome: 'paid' });
    });

    it('answers a redelivered event 200 and changes nothing a second time', async () => {
      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const payload = completed(link, 'evt_twice_1');
      expect((await deliver(t, payload, { secret: SECRET })).json()).toEqual({ outcome: 'paid' });
      const after = await invoiceRow(t.database.db, invoice.invoiceId);
      t.clock.advance(60_000);
      const again = await deliver(t, payload, { secret: SECRET });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ outcome: 'duplicate' });
      expect(await invoiceRow(t.database.db, invoice.invoiceId)).toEqual(after);
      expect(await auditCount(t.database.db, 'invoice', invoice.invoiceId)).toBe(1);
      expect(await auditCount(t.database.db, 'payment', link.payment_id)).toBe(2); // made, paid
    });

    it('changes nothing while the payment is unpaid, for another amount or an unknown session', async () => {
      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const outcomes = [
        [completed(link, 'evt_unpaid_1', { payment_status: 'unpaid' }), 'unpaid'],
        [
          completed(link, 'evt_nopay_1', { payment_status: 'no_payment_required', amount_total: 0 }),
          'unpaid',
        ],
        [completed(link, 'evt_less_1', { amount_total: 100 }), 'amount-mismatch'],
        [completed(link, 'evt_eur_1', { currency: 'eur' }), 'amount-mismatch'],
        [completedEvent('evt_other_1', { id: 'cs_test_not_ours', amount_total: 24550 }), 'unknown-session'],
        [
          completedEvent('evt_refund_1', { id: link.session_id, amount_total: 24550 }, 'charge.refunded'),
          'ignored',
        ],
      ] as const;
      for (const [payload, outcome] of outcomes) {
        const response = await deliver(t, payload, { secret: SECRET });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ outcome });
      }
      expect(await invoiceRow(t.database.db, invoice.invoiceId)).toMatchObject({
        status: 'OPEN',
        version: 1,
      });
      expect(await paymentRow(t.database.db, link.session_id)).toMatchObject({ status: 'OPEN' });
      // The delayed method's money comes later as its own event.
      const later = completed(link, 'evt_async_1');
      const succeeded = later.replace(
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
      );
      expect((await deliver(t, succeeded, { secret: SECRET })).json()).toEqual({ outcome: 'paid' });
    });

    it('expires a link whose session expired; the invoice then gets a new one', async () => {
      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const expired = completed(link, 'evt_expired_1', { payment_status: 'unpaid' }).replace(
        'checkout.session.completed',
        'checkout.session.expired',
      );
      expect((await deliver(t, expired, { secret: SECRET })).json()).toEqual({ outcome: 'expired' });
      const next = await linkOf(invoice.invoiceId);
      expect(next.session_id).not.toBe(link.session_id);
      const list = (await api('GET', `/payments/invoices/${invoice.invoiceId}`)).json<{ items: Payment[] }>();
      expect(list.items.map((p) => p.status).sort()).toEqual(['EXPIRED', 'OPEN']);
    });

    it('refuses a body sent as anything but JSON (its raw bytes are not kept)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
        payload: 'hello',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(messages.paymentSignatureInvalid);
    });
  });

  describe('the local pay page', () => {
    it('shows the number and amount, pays through the webhook, and says paid', async () => {
      const invoice = await insertInvoice(t.database.db, { total: '99.90', currency: 'EUR' });
      const link = await linkOf(invoice.invoiceId);
      const view = await api('GET', `/payments/local/${link.session_id}`, null);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toEqual({
        session_id: link.session_id,
        invoice_number: invoice.number,
        amount: 99.9,
        currency: 'EUR',
        status: 'OPEN',
        mode: 'local',
        url: link.url,
        can_pay_here: true,
        paid_at: null,
      });
      expect(view.body).not.toContain('paula');
      const notYet = await api('GET', `/payments/sessions/${link.session_id}/completed`, null);
      expect(notYet.json()).toMatchObject({ completed: false, status: 'OPEN' });

      const paid = await api('POST', `/payments/local/${link.session_id}/pay`, null);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<PublicPaymentSession>()).toMatchObject({ status: 'PAID', can_pay_here: false });
      const row = await invoiceRow(t.database.db, invoice.invoiceId);
      expect(row).toMatchObject({ status: 'PAID', version: 2 });
      const done = await api('GET', `/payments/sessions/${link.session_id}/completed`, null);
      expect(done.json()).toMatchObject({ completed: true, status: 'PAID' });

      const twice = await api('POST', `/payments/local/${link.session_id}/pay`, null);
      expect(twice.statusCode).toBe(200);
      expect(await invoiceRow(t.database.db, invoice.invoiceId)).toEqual(row);
    });

    it('refuses an unknown, malformed or expired session', async () => {
      const unknown = await api(
        'POST',
        '/payments/local/cs_local_00000000000000000000000000000000/pay',
        null,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error_message).toBe(messages.paymentLinkUnknown);
      expect((await api('GET', '/payments/local/cs_local_0000', null)).statusCode).toBe(404);
      expect((await api('GET', '/payments/local/not-a-session', null)).statusCode).toBe(400);
      expect((await api('GET', '/payments/sessions/..%2Fx/completed', null)).statusCode).toBe(400);

      const invoice = await insertInvoice(t.database.db);
      const link = await linkOf(invoice.invoiceId);
      const expired = completed(link, 'evt_expired_2').replace(
        'checkout.session.completed',
        'checkout.session.expired',
      );
      await deliver(t, expired, { secret: SECRET });
      const closed = await api('POST', `/payments/local/${link.session_id}/pay`, null);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().error_message).toBe(messages.paymentLinkClosed);
      expect(await invoiceRow(t.database.db, invoice.invoiceId)).toMatchObject({ status: 'OPEN' });
    });
  });
});
