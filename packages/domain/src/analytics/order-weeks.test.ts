import { describe, expect, it } from 'vitest';
import { deliveredDates, orderWeekMondays, skippedDates } from './order-weeks.ts';

const order = { start_date: '2026-11-02', end_date: '2026-11-16', weekdays: [1, 2, 3, 4, 5] };

describe('orderWeekMondays', () => {
  it('lists the Mondays from the start week to the end week', () => {
    expect(orderWeekMondays(order, null, '2026-12-31')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('cuts to the weeks of from and to, read from any day of them', () => {
    expect(orderWeekMondays(order, '2026-11-11', '2026-11-12')).toEqual(['2026-11-09']);
    expect(orderWeekMondays(order, '2026-11-22', '2026-12-31')).toEqual(['2026-11-16']); // a Sunday
    expect(orderWeekMondays(order, '2026-11-23', '2026-12-31')).toEqual([]);
  });

  it('runs an open order (subscription) until the week of to', () => {
    expect(orderWeekMondays({ ...order, end_date: null }, null, '2026-11-25')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('crosses a year end by ISO weeks', () => {
    const open = { start_date: '2026-12-28', end_date: '2027-01-04' };
    expect(orderWeekMondays(open, null, '2027-01-10')).toEqual(['2026-12-28', '2027-01-04']);
  });
});

describe('deliveredDates', () => {
  it('delivers Monday–Friday by default', () => {
    expect(deliveredDates({ start_date: '2026-11-02', end_date: null }, [], '2026-11-02')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
  });

  it('follows the order weekdays, drops status-0 days and adds days another status switches on', () => {
    const mwf = { ...order, weekdays: [1, 3, 5] };
    const overrides = [
      { date: '2026-11-04', status: 0 },
      { date: '2026-11-07', status: 1 },
    ];
    expect(deliveredDates(mwf, overrides, '2026-11-02')).toEqual(['2026-11-02', '2026-11-06', '2026-11-07']);
  });

  it('lets the later of two overrides of one date win', () => {
    const overrides = [
      { date: '2026-11-02', status: 0 },
      { date: '2026-11-02', status: 1 },
    ];
    expect(deliveredDates(order, overrides, '2026-11-02')).toContain('2026-11-02');
  });

  it('gives no days for a week whose every day is skipped', () => {
    const overrides = [2, 3, 4, 5, 6].map((d) => ({ date: `2026-11-0${d}`, status: 0 }));
    expect(deliveredDates(order, overrides, '2026-11-02')).toEqual([]);
  });
});

describe('skippedDates', () => {
  it('counts status-0 days the order would deliver, in that week only', () => {
    const overrides = [
      { date: '2026-11-03', status: 0 },
      { date: '2026-11-07', status: 0 }, // Saturday: never delivered, no discount
      { date: '2026-11-10', status: 0 }, // next week
      { date: '2026-11-05', status: 1 },
    ];
    expect(skippedDates(order, overrides, '2026-11-02')).toEqual(['2026-11-03']);
    expect(skippedDates(order, overrides, '2026-11-09')).toEqual(['2026-11-10']);
  });

  it('ignores a skip on a weekday outside the order weekdays', () => {
    expect(
      skippedDates({ ...order, weekdays: [1, 3, 5] }, [{ date: '2026-11-03', status: 0 }], '2026-11-02'),
    ).toEqual([]);
  });
});
