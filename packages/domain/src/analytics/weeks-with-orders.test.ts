import { describe, expect, it } from 'vitest';
import { weeksWithOrders } from './weeks-with-orders.ts';

describe('weeksWithOrders', () => {
  it('lists the week ids of every order between from and to, ascending and once each', () => {
    const orders = [
      { start_date: '2026-11-09', end_date: '2026-11-16' },
      { start_date: '2026-11-02', end_date: '2026-11-09' },
      { start_date: '2026-12-28', end_date: '2027-01-04' },
    ];
    expect(weeksWithOrders(orders, '2026-10-01', '2027-02-01')).toEqual([
      '2026_45',
      '2026_46',
      '2026_47',
      '2026_53',
      '2027_1',
    ]);
  });

  it('sorts by time, not as text (2026_9 before 2026_10)', () => {
    const orders = [
      { start_date: '2026-03-02', end_date: '2026-03-02' },
      { start_date: '2026-02-23', end_date: '2026-02-23' },
    ];
    expect(weeksWithOrders(orders, '2026-01-01', '2026-12-31')).toEqual(['2026_9', '2026_10']);
  });

  it('runs open orders until to, and cuts orders at from', () => {
    expect(
      weeksWithOrders([{ start_date: '2026-01-05', end_date: null }], '2026-11-18', '2026-11-30'),
    ).toEqual(['2026_47', '2026_48', '2026_49']);
  });

  it('gives no weeks when from is after to or there are no orders', () => {
    expect(
      weeksWithOrders([{ start_date: '2026-01-05', end_date: null }], '2026-12-01', '2026-11-01'),
    ).toEqual([]);
    expect(weeksWithOrders([], '2026-01-01', '2026-12-31')).toEqual([]);
  });
});
