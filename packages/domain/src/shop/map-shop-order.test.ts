import { describe, expect, it } from 'vitest';
import { mapShopOrder, splitPhone, startWeekOf, type VariantMapping } from './map-shop-order.ts';
import { shopOrderPayload } from './shop-order.ts';

const address = {
  first_name: 'Anna',
  last_name: 'Muster',
  address1: 'Bahnhofstrasse 1',
  address2: '',
  zip: '8001',
  city: 'Zürich',
  country_code: 'ch',
  latitude: 47.37,
  longitude: 8.54,
};

const payload = (over: Record<string, unknown> = {}) =>
  shopOrderPayload.parse({
    id: 5_001_001,
    name: '#1001',
    email: 'Anna.Muster@Example.ch',
    phone: '+41 79 123 45 67',
    note: 'Ring twice',
    customer: { id: 77, email: 'anna.muster@example.ch', first_name: 'Anna', last_name: 'Muster' },
    billing_address: address,
    shipping_address: address,
    line_items: [
      {
        id: 11,
        product_id: 100,
        variant_id: 1001,
        title: 'LEAN programme',
        variant_title: '2 weeks',
        quantity: 1,
        properties: [{ name: 'Start date', value: '2026-12-09' }],
      },
      { id: 12, product_id: 200, variant_id: 2001, title: 'Cutlery', quantity: 1 },
    ],
    ...over,
  });

const variants = new Map<number, VariantMapping>([
  [1001, { kind: 'programme', type: 'LEAN', is_flex: false, day_trial: false, weeks: 2 }],
  [2001, { kind: 'ignore' }],
]);

describe('mapShopOrder', () => {
  it('turns a programme line into an order from the week of its start date, for as many weeks as the variant', () => {
    const mapped = mapShopOrder(payload(), variants);
    expect(mapped.problems).toEqual([]);
    expect(mapped.orders).toEqual([
      {
        line_item_id: 11,
        type: 'LEAN',
        is_flex: false,
        day_trial: false,
        start_week: '2026_50',
        end_week: '2026_51',
        is_subscription: false,
        delivery_instructions: 'Ring twice',
      },
    ]);
    expect(mapped.customer).toMatchObject({
      email: 'anna.muster@example.ch',
      first_name: 'Anna',
      last_name: 'Muster',
      phone_cc: '41',
      phone_number: '791234567',
      use_billing: true,
      delivery_address: null,
      newsletter: false,
    });
    expect(mapped.customer.billing_address).toMatchObject({
      name: 'Anna Muster',
      street: 'Bahnhofstrasse 1',
      postcode: '8001',
      country_code: 'CH',
      latitude: 47.37,
    });
  });

  it('only a customer who opted in at the shop gets the newsletter', () => {
    const consent = (state: string) =>
      mapShopOrder(
        payload({
          customer: { first_name: 'Anna', last_name: 'Muster', email_marketing_consent: { state } },
        }),
        variants,
      ).customer.newsletter;
    expect(consent('subscribed')).toBe(true);
    expect(consent('not_subscribed')).toBe(false);
    expect(mapShopOrder(payload({ buyer_accepts_marketing: true }), variants).customer.newsletter).toBe(true);
  });

  it('a subscription variant (no number of weeks) has no end week', () => {
    const subscription = new Map(variants);
    subscription.set(1001, {
      kind: 'programme',
      type: 'STRONG',
      is_flex: true,
      day_trial: false,
      weeks: null,
    });
    const [order] = mapShopOrder(payload(), subscription).orders;
    expect(order).toMatchObject({ type: 'STRONG', is_flex: true, end_week: null, is_subscription: true });
  });

  it('a separate shipping address becomes the delivery address', () => {
    const mapped = mapShopOrder(
      payload({ shipping_address: { ...address, address1: 'Seestrasse 5', zip: '8002' } }),
      variants,
    );
    expect(mapped.customer.use_billing).toBe(false);
    expect(mapped.customer.delivery_address).toMatchObject({ street: 'Seestrasse 5', postcode: '8002' });
  });

  it('lists every problem and makes no order while one is left: unknown variant, missing week, no e-mail', () => {
    const mapped = mapShopOrder(
      payload({
        email: null,
        customer: null,
        line_items: [
          { id: 21, variant_id: 9999, title: 'New programme', variant_title: '4 weeks' },
          { id: 22, variant_id: 1001, title: 'LEAN programme', properties: [] },
        ],
      }),
      variants,
    );
    expect(mapped.orders).toEqual([]);
    expect(mapped.problems).toEqual([
      { code: 'no_email' },
      { code: 'unknown_variant', line_item_id: 21, variant_id: 9999, title: 'New programme – 4 weeks' },
      { code: 'missing_week', line_item_id: 22, title: 'LEAN programme' },
    ]);
  });

  it('skips the lines already processed', () => {
    expect(mapShopOrder(payload(), variants, new Set([11])).orders).toEqual([]);
  });
});

describe('startWeekOf and splitPhone', () => {
  const line = (value: string, name = 'Startwoche') =>
    shopOrderPayload.parse({ id: 1, line_items: [{ id: 1, properties: [{ name, value }] }] }).line_items[0]!;

  it('reads a week id, an ISO date or a Swiss date', () => {
    expect(startWeekOf(line('2026_50'))).toBe('2026_50');
    expect(startWeekOf(line('2026-12-09'))).toBe('2026_50');
    expect(startWeekOf(line('9.12.2026', 'Start date'))).toBe('2026_50');
    expect(startWeekOf(line('soon'))).toBeUndefined();
    expect(startWeekOf(line('2026-12-09', 'Gift message'))).toBeUndefined();
  });

  it('splits international and local numbers', () => {
    expect(splitPhone('+41 79 123 45 67')).toEqual({ phone_cc: '41', phone_number: '791234567' });
    expect(splitPhone('0049 170 1234567')).toEqual({ phone_cc: '49', phone_number: '1701234567' });
    expect(splitPhone('079 123 45 67')).toEqual({ phone_cc: '41', phone_number: '791234567' });
    expect(splitPhone('')).toEqual({ phone_cc: '41', phone_number: '' });
  });
});
