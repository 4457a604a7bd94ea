import { describe, expect, it } from 'vitest';
import type { ProgrammeCounts } from './programme-meals.ts';
import { marginFigures, marginRange, marginWeek, rowHasFigures } from './margin-table.ts';
import type { PricedWeekRow } from './revenue.ts';

describe('margin figures', () => {
  it('takes the food cost off the revenue and gives the margin in percent of revenue', () => {
    expect(marginFigures(100, 62.5)).toEqual({
      revenue: 100,
      food_cost: 62.5,
      gross_margin: 37.5,
      margin_pct: 37.5,
      labour_cost: null,
      delivery_cost: null,
    });
    expect(marginFigures(333.33, 111.11)).toMatchObject({ gross_margin: 222.22, margin_pct: 66.7 });
    expect(marginFigures(50, 80)).toMatchObject({ gross_margin: -30, margin_pct: -60 });
    expect(marginFigures(0, 3)).toMatchObject({ gross_margin: -3, margin_pct: null });
  });
});

// The hand-worked week of food-cost.test.ts, with The Week's rows of its orders.
const priced = (type: 'LEAN' | 'STRONG', is_flex: boolean, num_days: number, week_price: number | null) =>
  ({ type, is_flex, day_trial: false, num_days, week_price }) satisfies PricedWeekRow;
const weekRows: PricedWeekRow[] = [
  priced('STRONG', false, 4, 236),
  priced('STRONG', false, 5, 295),
  priced('STRONG', false, 5, 280),
  priced('LEAN', true, 5, 200),
  priced('LEAN', false, 5, 240),
  { ...priced('STRONG', false, 1, 65), day_trial: true },
  { type: null, is_flex: null, day_trial: false, num_days: 0, week_price: null },
];
const ordered = (entries: Record<string, number>) => new Map(Object.entries(entries)) as ProgrammeCounts;
const slots = [
  {
    portions: 8,
    costPerPortion: 3.25,
    ordered: ordered({ STRONG: 4, 'LEAN flex': 1, LEAN: 1, 'STRONG trial': 1 }),
  },
  { portions: 3, costPerPortion: 0.3212, ordered: ordered({ STRONG: 2, 'STRONG trial': 1 }) },
  { portions: 3, costPerPortion: 1, ordered: ordered({}) },
];
const week = marginWeek(
  { week_id: '2031_11', start_date: '2031-03-10', meals_without_recipe: 0 },
  weekRows,
  slots,
);
const figures = (name: string) => {
  const row = week.rows.find((r) => r.programme === name)!;
  return [row.orders, row.days, row.portions, row.revenue, row.food_cost, row.gross_margin, row.margin_pct];
};

describe('a week of margins', () => {
  it('has a row per programme and the kitchen, in order, zero rows included', () => {
    expect(week.rows.map((r) => r.programme)).toEqual([
      'LEAN',
      'LEAN flex',
      'STRONG',
      'STRONG flex',
      'LEAN trial',
      'STRONG trial',
      'KITCHEN',
    ]);
    expect(week.unpriced_orders).toBe(1);
  });

  it('works out each row in CHF cents: orders, days, portions, revenue, food cost, margin, %', () => {
    expect(figures('LEAN')).toEqual([1, 5, 1, 240, 3.25, 236.75, 98.6]);
    expect(figures('LEAN flex')).toEqual([1, 5, 1, 200, 3.25, 196.75, 98.4]);
    // 13.00 + 0.6424 = 13.64; 236 + 295 + 280 = 811.
    expect(figures('STRONG')).toEqual([3, 14, 6, 811, 13.64, 797.36, 98.3]);
    expect(figures('STRONG flex')).toEqual([0, 0, 0, 0, 0, 0, null]);
    // 3.25 + 0.3212 = 3.57.
    expect(figures('STRONG trial')).toEqual([1, 1, 2, 65, 3.57, 61.43, 94.5]);
    expect(figures('KITCHEN')).toEqual([0, 0, 4, 0, 6.25, -6.25, null]);
  });

  it('totals the rows as shown, so the column adds up', () => {
    expect(week.totals).toMatchObject({
      orders: 6,
      days: 25,
      portions: 14,
      revenue: 1316,
      food_cost: 29.96,
      gross_margin: 1286.04,
      margin_pct: 97.7,
    });
  });

  it('adds up weeks per programme and in all', () => {
    const empty = marginWeek(
      { week_id: '2031_12', start_date: '2031-03-17', meals_without_recipe: 0 },
      [],
      [],
    );
    const range = marginRange([week, empty, week]);
    expect(range.programmes.find((r) => r.programme === 'STRONG')).toMatchObject({
      orders: 6,
      revenue: 1622,
      food_cost: 27.28,
      gross_margin: 1594.72,
    });
    expect(range.totals).toMatchObject({ revenue: 2632, food_cost: 59.92, gross_margin: 2572.08 });
  });
});

describe('rows with figures', () => {
  it('are the rows with an order, a portion, revenue or food cost', () => {
    const shown = week.rows.filter(rowHasFigures).map((r) => r.programme);
    expect(shown).toEqual(['LEAN', 'LEAN flex', 'STRONG', 'STRONG trial', 'KITCHEN']);
  });
});
