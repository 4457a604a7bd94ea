import { describe, expect, it } from 'vitest';
import { putShopVariantRequest, type ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { i18n } from '../../../lib/i18n.ts';
import { ourOrderLinks } from './our-orders.ts';
import { problemText, problemsText } from './problem-text.ts';
import { variantFormValues, variantRequest } from './variant-form.ts';
import { dayBefore, sinceToIso } from './catch-up-dialog.tsx';

const t = i18n.getFixedT('en', 'shop');
const tDe = i18n.getFixedT('de', 'shop');

describe('import problems in words', () => {
  it('names the product of an unknown variant or a line without a start date', () => {
    const unknown = {
      code: 'unknown_variant',
      line_item_id: 1,
      variant_id: 5,
      title: 'LEAN – 2 weeks',
    } as const;
    expect(problemText(unknown, t)).toBe('Unknown product: LEAN – 2 weeks');
    expect(problemText(unknown, tDe)).toBe('Unbekanntes Produkt: LEAN – 2 weeks');
    expect(problemText({ code: 'missing_week', line_item_id: 1, title: 'STRONG' }, t)).toBe(
      'No start date: STRONG',
    );
  });

  it('translates every other code, and a catalogue message of our rules', async () => {
    expect(problemsText([{ code: 'no_email' }, { code: 'rolled_back' }], t)).toBe(
      'The order has no e-mail address; Rolled back: waits to be imported again',
    );
    await i18n.changeLanguage('de');
    try {
      expect(problemText({ code: 'invalid', message: 'E-mail address is invalid' }, tDe)).toBe(
        'Von unseren Regeln abgelehnt: E-Mail-Adresse ist ungültig',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(problemText({ code: 'invalid', message: 'postcode: too long' }, t)).toBe(
      'Refused by our rules: postcode: too long',
    );
  });
});

describe('the map-product form', () => {
  it('starts as a new programme named by the shop, and sends a subscription when weeks stay empty', () => {
    const values = { ...variantFormValues('LEAN – 2 weeks', undefined), type: 'LEAN' as const };
    const body = variantRequest(values, 9001, 0);
    expect(body).toEqual({
      product_id: 9001,
      title: 'LEAN – 2 weeks',
      kind: 'programme',
      type: 'LEAN',
      is_flex: false,
      day_trial: false,
      weeks: null,
      version: 0,
    });
    expect(putShopVariantRequest.safeParse(body).success).toBe(true);
    expect(variantRequest({ ...values, weeks: '2' }, null, 0).weeks).toBe(2);
  });

  it('refuses a programme without a type or with 53 weeks, as the server does', () => {
    const values = variantFormValues('X', undefined);
    expect(putShopVariantRequest.safeParse(variantRequest(values, null, 0)).success).toBe(false);
    const tooLong = variantRequest({ ...values, type: 'STRONG', weeks: '53' }, null, 0);
    expect(putShopVariantRequest.safeParse(tooLong).error?.issues[0]?.path).toEqual(['weeks']);
  });

  it('edits an existing mapping with its version; an ignored variant sends no programme', () => {
    const existing = {
      variant_id: 5,
      product_id: 9,
      title: 'Gift card',
      kind: 'programme' as const,
      type: 'STRONG' as const,
      is_flex: true,
      day_trial: false,
      weeks: 4,
      version: 3,
    };
    const values = variantFormValues('ignored title', existing);
    expect(values).toMatchObject({ title: 'Gift card', type: 'STRONG', is_flex: true, weeks: '4' });
    expect(variantRequest({ ...values, kind: 'ignore' }, 9, existing.version)).toMatchObject({
      kind: 'ignore',
      type: null,
      is_flex: false,
      weeks: null,
      version: 3,
    });
  });
});

describe('our orders of a shop order', () => {
  const detail = {
    customer_id: 12,
    order_ids: [40, 41],
    lines: [{ order_id: 40, start_week: '2026_50' }],
  } as unknown as ShopOrderDetail;

  it("opens an order in the overview of its start week, else the customer's page", () => {
    expect(ourOrderLinks(detail)).toEqual([
      { orderId: 40, path: '/customers/overview/2026/50/40' },
      { orderId: 41, path: '/customers/12' },
    ]);
  });
});

describe('catching up', () => {
  it('sends the local time as an ISO instant and starts a day back', () => {
    expect(sinceToIso('2026-11-25T09:00')).toBe(new Date('2026-11-25T09:00').toISOString());
    expect(sinceToIso('')).toBe('');
    expect(dayBefore(new Date(2026, 10, 26, 10, 30))).toBe('2026-11-25T10:30');
  });
});
