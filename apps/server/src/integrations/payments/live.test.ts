import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock.ts';
import { ProviderError } from '../../lib/provider-call.ts';
import { createLivePayments, checkoutIdempotencyKey } from './live.ts';
import { PaymentSignatureError, type CheckoutRequest } from './port.ts';
import { startStripeStub, type StripeStub } from './stripe-stub.ts';

const WEBHOOK_SECRET = 'whsec_live_test_0123456789abcdef';
const clock = createTestClock();
const now = () => Math.floor(clock().getTime() / 1000);

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  invoiceId: 17,
  number: '2026-00017',
  amount: '245.50',
  currency: 'CHF',
  email: 'lena.graf@example.ch',
  successUrl: 'https://brigade.example.ch/pay/{CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://brigade.example.ch/pay',
  attempt: 0,
  ...overrides,
});

describe('the live payment port (Stripe) against a loopback stub', () => {
  let stub: StripeStub;
  const waits: number[] = [];
  let live: ReturnType<typeof createLivePayments>;

  beforeAll(async () => {
    stub = await startStripeStub();
    live = createLivePayments({
      secretKey: stub.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: stub.port,
      protocol: 'http',
      clock,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  });
  afterAll(async () => stub.close());

  it('makes a Checkout Session in the invoice currency, in cents, named by the invoice', async () => {
    const session = await live.createCheckout(request());
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    const sent = stub.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${stub.secretKey}`,
      idempotencyKey: 'brigade-invoice-17-24550-CHF-0',
    });
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'chf',
      'line_items[0][price_data][unit_amount]': '24550',
      'line_items[0][price_data][product_data][name]': 'Invoice 2026-00017',
      client_reference_id: '17',
      'metadata[invoice_number]': '2026-00017',
      customer_email: 'lena.graf@example.ch',
      success_url: 'https://brigade.example.ch/pay/{CHECKOUT_SESSION_ID}',
      cancel_url: 'https://brigade.example.ch/pay',
    });
  });

  it('gets the same session back for a repeated request (idempotency key per invoice, amount and attempt)', async () => {
    const first = await live.createCheckout(request({ invoiceId: 18, email: null }));
    const again = await live.createCheckout(request({ invoiceId: 18, email: null }));
    expect(again).toEqual(first);
    expect(stub.requests.at(-1)?.form.customer_email).toBeUndefined();
    const next = await live.createCheckout(request({ invoiceId: 18, email: null, attempt: 1 }));
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(checkoutIdempotencyKey(request({ amount: 19.9, currency: 'EUR' }))).toBe(
      'brigade-invoice-17-1990-EUR-0',
    );
  });

  it('waits as told on 429 and 503 and tries again with the same key', async () => {
    waits.length = 0;
    stub.fail({ status: 429, retryAfter: '2' });
    stub.fail({ status: 503 });
    const before = stub.requests.length;
    const session = await live.createCheckout(request({ invoiceId: 19 }));
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(waits).toEqual([2000, 2000]);
    const keys = stub.requests.slice(before).map((r) => r.idempotencyKey);
    expect(keys).toEqual(Array(3).fill('brigade-invoice-19-24550-CHF-0'));
  });

  it('gives up after three retries, worded for the screens', async () => {
    for (let i = 0; i < 4; i += 1) stub.fail({ status: 503 });
    const failure = live.createCheckout(request({ invoiceId: 20 }));
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 502,
      message:
        'Unable to create the payment link of invoice 2026-00017. The service failed (HTTP 503): Stub fault 503',
    });
  });

  it('answers a refused request as 422 and refused credentials as 502', async () => {
    await expect(live.createCheckout(request({ invoiceId: 21, successUrl: '' }))).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('Missing required param: success_url.'),
    });
    const wrongKey = createLivePayments({
      secretKey: 'sk_test_wrong_0123456789',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: stub.port,
      protocol: 'http',
      clock,
    });
    await expect(wrongKey.createCheckout(request())).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('The service refused our credentials (HTTP 401)'),
    });
  });

  it('says so when the service cannot be reached', async () => {
    const closed = await startStripeStub();
    await closed.close();
    const unreachable = createLivePayments({
      secretKey: closed.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: closed.port,
      protocol: 'http',
      clock,
    });
    await expect(unreachable.createCheckout(request())).rejects.toMatchObject({
      statusCode: 502,
      message: 'Unable to create the payment link of invoice 2026-00017. No connection to the service',
    });
  });

  describe('webhooks', () => {
    const payload = JSON.stringify({
      id: 'evt_live_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_abc',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 24550,
          currency: 'chf',
          client_reference_id: '17',
        },
      },
    });
    const sign = (options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? now(),
      });

    it('reads a delivery signed with the endpoint secret', () => {
      expect(live.verifyWebhook(Buffer.from(payload), sign())).toEqual({
        id: 'evt_live_1',
        type: 'checkout.session.completed',
        session: {
          id: 'cs_test_abc',
          payment_status: 'paid',
          amount_total: 24550,
          currency: 'chf',
          client_reference_id: '17',
        },
      });
    });

    it('refuses another secret, a changed body, no header and a timestamp older than five minutes', () => {
      const refused = (body: string, header: string | undefined) => {
        try {
          live.verifyWebhook(Buffer.from(body), header);
        } catch (error) {
          expect(error).toBeInstanceOf(PaymentSignatureError);
          return (error as PaymentSignatureError).reason;
        }
        throw new Error('expected a refusal');
      };
      expect(refused(payload, sign({ secret: 'whsec_another_0123456789' }))).toBe('invalid');
      expect(refused(payload.replace('24550', '100'), sign())).toBe('invalid');
      expect(refused(payload, undefined)).toBe('invalid');
      expect(refused(payload, 'garbage')).toBe('invalid');
      expect(refused(payload, sign({ timestamp: now() - 301 }))).toBe('expired');
      expect(live.verifyWebhook(Buffer.from(payload), sign({ timestamp: now() - 299 })).id).toBe(
        'evt_live_1',
      );
      const notJson = 'not json';
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: notJson,
        secret: WEBHOOK_SECRET,
        timestamp: now(),
      });
      expect(refused(notJson, header)).toBe('unreadable');
    });
  });
});
