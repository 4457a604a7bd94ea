import { describe, expect, it } from 'vitest';
import { revenueByProgramme, type PricedWeekRow } from './revenue.ts';

const row = (extra: Partial<PricedWeekRow>): PricedWeekRow => ({
  type: 'STRONG',
  is_flex: false,
  day_trial: false,
  num_days: 5,
  week_price: 295,
  ...extra,
});

describe("a week's revenue per programme", () => {
  it("adds up The Week's week prices per programme, with orders and days", () => {
    const { programmes, unpriced } = revenueByProgramme([
      row({ num_days: 4, week_price: 236 }),
      row({}),
      row({ type: 'LEAN', is_flex: true, week_price: 200.5 }),
      row({ day_trial: true, num_days: 1, week_price: 65 }),
      row({ type: 'LEAN', is_flex: true, day_trial: true, num_days: 1, week_price: 60 }),
      row({ type: null, is_flex: null, week_price: null }),
    ]);
    expect(Object.fromEntries(programmes)).toEqual({
      STRONG: { revenue: 531, orders: 2, days: 9 },
      'LEAN flex': { revenue: 200.5, orders: 1, days: 5 },
      'STRONG trial': { revenue: 65, orders: 1, days: 1 },
      'LEAN trial': { revenue: 60, orders: 1, days: 1 },
    });
    expect(unpriced).toBe(1);
  });
});
