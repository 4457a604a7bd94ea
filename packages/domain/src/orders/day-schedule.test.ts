import { describe, expect, it } from 'vitest';
import { deliversOnDate, orderWeekSchedule } from './day-schedule.ts';

const active = (weekId: string, overrides: { date: string; status: number }[]) =>
  orderWeekSchedule(weekId, overrides)
    .days.filter((d) => d.active)
    .map((d) => d.date);

describe('orderWeekSchedule', () => {
  it('delivers Monday to Friday by default, num_days 5', () => {
    const week = orderWeekSchedule('2024_13', []);
    expect(week.num_days).toBe(5);
    expect(week.days.map((d) => d.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(active('2024_13', [])).toEqual([
      '2024-03-25',
      '2024-03-26',
      '2024-03-27',
      '2024-03-28',
      '2024-03-29',
    ]);
  });
  it('skips a day with status 0 and reduces num_days', () => {
    const week = orderWeekSchedule('2024_13', [{ date: '2024-03-27', status: 0 }]);
    expect(week.num_days).toBe(4);
    expect(week.days[2]).toEqual({ date: '2024-03-27', weekday: 'wednesday', active: false });
  });
  it('can add a weekend day and ignores other weeks', () => {
    const week = orderWeekSchedule('2024_13', [
      { date: '2024-03-30', status: 1 },
      { date: '2024-04-01', status: 0 },
    ]);
    expect(week.num_days).toBe(6);
  });
  it('lets the later of two overrides for a date win', () => {
    expect(
      orderWeekSchedule('2024_13', [
        { date: '2024-03-25', status: 0 },
        { date: '2024-03-25', status: 1 },
      ]).num_days,
    ).toBe(5);
  });
  it('gives 0 days when all are skipped, across week 53', () => {
    const skipped = ['2020-12-28', '2020-12-29', '2020-12-30', '2020-12-31', '2021-01-01'].map((date) => ({
      date,
      status: 0,
    }));
    expect(orderWeekSchedule('2020_53', skipped).num_days).toBe(0);
  });
  it('refuses an invalid week id', () => {
    expect(() => orderWeekSchedule('2021_53', [])).toThrow('Invalid weekId');
  });
});

describe('orderWeekSchedule with the order span', () => {
  const days = (
    span: Parameters<typeof orderWeekSchedule>[2],
    overrides: { date: string; status: number }[] = [],
  ) =>
    orderWeekSchedule('2024_13', overrides, span)
      .days.filter((d) => d.active)
      .map((d) => d.weekday);

  it("delivers only the order's weekdays", () => {
    expect(days({ weekdays: [1, 3, 5] })).toEqual(['monday', 'wednesday', 'friday']);
  });
  it('delivers nothing before the start week or after the end week', () => {
    expect(days({ start_date: '2024-04-01' })).toEqual([]);
    expect(days({ start_date: '2024-03-11', end_date: '2024-03-18' })).toEqual([]);
    expect(days({ start_date: '2024-03-11', end_date: '2024-03-25' })).toHaveLength(5);
  });
  it('ignores an override outside the span but lets one add a weekday inside it', () => {
    expect(days({ start_date: '2024-04-01' }, [{ date: '2024-03-27', status: 1 }])).toEqual([]);
    expect(days({ weekdays: [1] }, [{ date: '2024-03-30', status: 1 }])).toEqual(['monday', 'saturday']);
  });
  it('skips Wednesday of a Monday–Friday order: num_days 4', () => {
    const week = orderWeekSchedule('2024_13', [{ date: '2024-03-27', status: 0 }], {
      weekdays: [1, 2, 3, 4, 5],
      start_date: '2024-03-25',
      end_date: null,
    });
    expect(week.num_days).toBe(4);
  });
});

describe('deliversOnDate', () => {
  it('says of each date of a week what the week schedule says', () => {
    const span = { weekdays: [1, 3, 6], start_date: '2026-03-03', end_date: '2026-03-02' } as const;
    const overrides = [
      { date: '2026-03-04', status: 0 },
      { date: '2026-03-05', status: 1 },
    ] as const;
    const week = orderWeekSchedule('2026_10', overrides, span);
    const status = new Map<string, number>(overrides.map((o) => [o.date, o.status]));
    for (const day of week.days) {
      expect(deliversOnDate(day.date, status.get(day.date), span), day.date).toBe(day.active);
    }
    expect(week.days.map((d) => d.active)).toEqual([false, false, false, true, false, true, false]);
  });
});
