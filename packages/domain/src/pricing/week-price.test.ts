import { describe, expect, it } from 'vitest';
import { weekPrice } from './week-price.ts';

const lean = { type: 'LEAN' as const, isFlex: false, discountMeals: ['power_shake' as const] };

describe('weekPrice', () => {
  it('multiplies the day rate of the date’s model by the days', () => {
    expect(weekPrice({ ...lean, date: '2020-08-11', days: 5 })).toEqual({
      model: 1,
      dayRate: 70,
      subtotal: 350,
      total: 350,
    });
    expect(weekPrice({ ...lean, date: '2020-08-12', days: 4 })).toEqual({
      model: 2,
      dayRate: 70,
      subtotal: 280,
      total: 280,
    });
    expect(weekPrice({ ...lean, date: '2021-07-28', days: 5 })).toEqual({
      model: 3,
      dayRate: 84,
      subtotal: 420,
      total: 420,
    });
  });
  it('applies the model-2 week discount', () => {
    expect(weekPrice({ ...lean, date: '2021-01-01', days: 5, weekDiscount: 0.1 }).total).toBe(315);
    expect(weekPrice({ ...lean, date: '2021-01-01', days: 5, weekDiscount: 20 }).total).toBe(370);
  });
  it('applies model-3 multipliers with rounding between steps', () => {
    expect(weekPrice({ ...lean, date: '2024-01-01', days: 3, multipliers: [0.85, 0.9] }).total).toBe(192.78);
  });
  it('prices a 1-day trial at its trial price', () => {
    expect(weekPrice({ ...lean, date: '2024-01-01', days: 1, dayTrial: true })).toEqual({
      model: 3,
      dayRate: 60,
      subtotal: 60,
      total: 60,
    });
    expect(
      weekPrice({
        type: 'STRONG',
        isFlex: false,
        discountMeals: [],
        date: '2024-01-01',
        days: 5,
        dayTrial: true,
      }).total,
    ).toBe(65);
  });
  it('gives 0 for a week with every day skipped', () => {
    expect(weekPrice({ ...lean, date: '2024-01-01', days: 0 }).total).toBe(0);
  });
  it('refuses discounts of another model and impossible day counts', () => {
    expect(() => weekPrice({ ...lean, date: '2024-01-01', days: 5, weekDiscount: 0.1 })).toThrow(
      'only to price model 2',
    );
    expect(() => weekPrice({ ...lean, date: '2021-01-01', days: 5, multipliers: [0.9] })).toThrow(
      'only to price model 3',
    );
    expect(() => weekPrice({ ...lean, date: '2024-01-01', days: 8 })).toThrow('from 0 to 7');
    expect(() => weekPrice({ ...lean, date: '2024-01-01', days: 2.5 })).toThrow('from 0 to 7');
  });
});
