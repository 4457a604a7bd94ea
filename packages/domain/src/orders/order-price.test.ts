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
    });
  });

  it('prices a week of the order’s own weekdays, a stored selection, and a trial at its trial price', () => {
    expect(orderPrice({ ...leanFlex, weekdays: [1, 3] }, '2026-03-02').week_price).toBe(120);
    const strong = { ...leanFlex, type: 'STRONG' as const, is_flex: false, discount_meals: [] };
    expect(orderPrice(strong, '2026-03-02')).toMatchObject({ day_rate: 100, week_price: 500 });
    const trial = { ...strong, day_trial: true, weekdays: [2] };
    expect(orderPrice(trial, '2026-03-02')).toMatchObject({ day_rate: 65, week_price: 65 });
  });
});
