import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock.ts';
import { createLocalPayments } from './local.ts';

const clock = createTestClock();

describe('the local payment port', () => {
  it('makes its own session ids whose address is the pay page', async () => {
    const local = createLocalPayments({ clock });
    const request = {
      invoiceId: 5,
      number: '2026-00005',
      amount: '120.00',
      currency: 'CHF' as const,
      successUrl: 'http://localhost:3000/pay/{CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/pay',
      attempt: 0,
    };
    const first = await local.createCheckout(request);
    const second = await local.createCheckout(request);
    expect(first.sessionId).toMatch(/^cs_local_[0-9a-f]{32}$/);
    expect(first.url).toBe(`http://localhost:3000/pay/${first.sessionId}`);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('signs its events in the provider’s scheme, and checks them as a delivery', () => {
    const secret = 'whsec_local_0123456789abcdef';
    const local = createLocalPayments({ secret, clock });
    const payload = JSON.stringify({
      id: 'evt_local_1',
      object: 'event',
      type: 'checkout.session.completed',
    });
    const header = local.signLocalEvent!(payload);
    // The SDK itself accepts the local signature, and the port accepts the SDK's.
    const received = Stripe.webhooks.constructEvent(
      payload,
      header,
      secret,
      300,
      undefined,
      clock().getTime(),
    );
    expect(received.id).toBe('evt_local_1');
    expect(local.verifyWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_local_1',
      type: 'checkout.session.completed',
      session: null,
    });
    const sdkHeader = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(clock().getTime() / 1000),
    });
    expect(local.verifyWebhook(Buffer.from(payload), sdkHeader).id).toBe('evt_local_1');
  });

  it('makes a key of its own when none is configured: nobody else can sign for it', () => {
    const local = createLocalPayments({ clock });
    const payload = JSON.stringify({ id: 'evt_local_2', object: 'event', type: 'x' });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_guess_0123456789',
      timestamp: Math.floor(clock().getTime() / 1000),
    });
    expect(() => local.verifyWebhook(Buffer.from(payload), forged)).toThrow(
      'The payment notification is not signed correctly',
    );
    expect(local.verifyWebhook(Buffer.from(payload), local.signLocalEvent!(payload)).id).toBe('evt_local_2');
  });
});
