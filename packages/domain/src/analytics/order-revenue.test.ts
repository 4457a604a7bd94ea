import { describe, expect, it } from 'vitest';
import { discountUseRows, groupPrice, orderWeeklyRows, type PriceGroup } from './order-revenue.ts';

const group = (fields: Partial<PriceGroup>): PriceGroup => ({
  start_date: '2031-01-06',
  model: 3,
  type: 'STRONG',
  is_flex: true,
  day_trial: false,
  discount_meals: null,
  discount_id: null,
  num_days: 5,
  orders: 1,
  first_weeks: 1,
  ...fields,
});
const codes = new Map([[7, { code: 'FRIEND20', kind: 'PERCENT' as const, value: 20 }]]);

describe('the price of an order week, as The Week has it', () => {
  it('prices by model, programme and days, after the order’s code', () => {
    // Model 3 STRONG flex: 76 a day, 7 meals; 20 % off 380 is 76.
    expect(groupPrice(group({}), codes.get(7)!)).toEqual({
      label: 'STRONG flex',
      price: 304,
      discount: 76,
      mealsPerDay: 7,
    });
    // A trial costs its price whatever its days; a week of 0 days costs nothing.
    expect(
      groupPrice(group({ type: 'LEAN', is_flex: false, day_trial: true, num_days: 0 }), null),
    ).toMatchObject({
      label: 'LEAN trial',
      price: 60,
    });
    expect(groupPrice(group({ num_days: 0 }), null)).toMatchObject({ price: 0 });
    // Model 1 (orders before 12 August 2020) takes no code.
    expect(groupPrice(group({ model: 1 }), codes.get(7)!)).toMatchObject({ price: 350, discount: 0 });
    expect(groupPrice(group({ discount_meals: '["soup"]' }), null)).toBeNull();
  });

  it('sums order weeks per week and programme, every programme of every week', () => {
    const groups = [
      group({ orders: 3, first_weeks: 3, discount_id: 7 }),
      group({ orders: 2, num_days: 4 }),
      group({ discount_meals: '["soup"]', orders: 4 }),
    ];
    const { rows, unpriced } = orderWeeklyRows(
      [
        { week_id: '2031_2', start_date: '2031-01-06' },
        { week_id: '2031_3', start_date: '2031-01-13' },
      ],
      groups,
      codes,
    );
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.programme === 'STRONG flex' && r.start_date === '2031-01-06')).toEqual({
      week_id: '2031_2',
      start_date: '2031-01-06',
      programme: 'STRONG flex',
      orders: 5,
      days: 23,
      meals: 161,
      revenue: 3 * 304 + 2 * 304,
    });
    expect(unpriced).toBe(4);
    expect(discountUseRows(groups, codes)).toEqual([
      { code: 'FRIEND20', kind: 'PERCENT', value: 20, orders: 3, weeks: 3, cost: 228 },
    ]);
  });
});
