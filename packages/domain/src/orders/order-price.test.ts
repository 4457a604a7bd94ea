import { describe, expect, it } from 'vitest';
import { orderPrice, type OrderPriceInput } from './order-price.ts';

const leanFlex: OrderPriceInput = {
  order_id: 1,
  type: 'LEAN',
  is_flex: true,
  day_trial: false,
  discount_meals: null,
  weekdays: [1, 2, 3, 4, 5],
};

describe('orderPrice', () => {
  it('prices LEAN flex in each model by the creation date', () => {
    // Model 1: LEAN flex 57 a day.
    expect(orderPrice(leanFlex, '2020-08-11')).toMatchObject({
      price_model: 1,
      day_rate: 57,
      week_price: 285,
    });
    // Model 2: 70 less dinner 14 (power shake is in the LEAN rate).
    expect(orderPrice(leanFlex, '2020-08-12')).toMatchObject({
      price_model: 2,
      day_rate: 56,
      week_price: 280,
    });
    // Model 3: breakfast 16 + shot 7 + lunch 30 + dressing 0 + treat 7 + other 0.
    expect(orderPrice(leanFlex, '2021-07-28')).toEqual({
      price_model: 3,
      discount_meals: ['power_shake', 'dinner'],
      meals: ['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'other'],
      day_rate: 60,
      week_price: 300,
      discount: null,
    });
  });

  it('prices a week of the order’s own weekdays, a stored selection, and a trial at its trial price', () => {
    expect(orderPrice({ ...leanFlex, weekdays: [1, 3] }, '2026-03-02').week_price).toBe(120);
    const strong = { ...leanFlex, type: 'STRONG' as const, is_flex: false, discount_meals: [] };
    expect(orderPrice(strong, '2026-03-02')).toMatchObject({ day_rate: 100, week_price: 500 });
    const trial = { ...strong, day_trial: true, weekdays: [2] };
    expect(orderPrice(trial, '2026-03-02')).toMatchObject({ day_rate: 65, week_price: 65 });
  });

  it('applies a discount code to a full week by the model, with the effective day rate', () => {
    const welcome = { code: 'WELCOME15', kind: 'PERCENT' as const, value: 15 };
    // Model 3: 5 × 60 = 300; × 0.85 = 255, 45 off; 255 / 5 = 51 a day.
    expect(orderPrice(leanFlex, '2026-03-02', welcome)).toMatchObject({
      price_model: 3,
      day_rate: 51,
      week_price: 255,
      discount: { ...welcome, amount: 45, week_price_before: 300, day_rate_before: 60 },
    });
    // Model 2: 5 × (70 − 14) = 280; week discount 0.15 → 238, 42 off; 238 / 5 = 47.60 a day.
    expect(orderPrice(leanFlex, '2021-01-04', welcome)).toMatchObject({
      price_model: 2,
      day_rate: 47.6,
      week_price: 238,
      discount: { amount: 42, week_price_before: 280, day_rate_before: 56 },
    });
    // CHF 20 off three days of 60: 180 → 160, 160 / 3 = 53.33 a day.
    const friend = { code: 'FRIEND20', kind: 'FIXED' as const, value: 20 };
    expect(orderPrice({ ...leanFlex, weekdays: [1, 3, 5] }, '2026-03-02', friend)).toMatchObject({
      day_rate: 53.33,
      week_price: 160,
      discount: { amount: 20, week_price_before: 180 },
    });
    // A STRONG trial of 65 with 10 % off: 58.50, its one day too.
    const trial = { ...leanFlex, type: 'STRONG' as const, is_flex: false, day_trial: true, weekdays: [2] };
    const ten = { code: 'TEN', kind: 'PERCENT' as const, value: 10 };
    expect(orderPrice(trial, '2026-03-02', ten)).toMatchObject({ day_rate: 58.5, week_price: 58.5 });
  });

  it('refuses a code on a model-1 order', () => {
    const code = { code: 'OLD', kind: 'FIXED' as const, value: 5 };
    expect(() => orderPrice(leanFlex, '2020-08-11', code)).toThrow(
      'Orders created before 12 August 2020 (price model 1) take no discount codes',
    );
  });
});
