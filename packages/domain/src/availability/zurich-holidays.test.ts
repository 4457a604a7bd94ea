import { describe, expect, it } from 'vitest';
import { easterSunday, upcomingWeekdayHolidays, zurichHolidays } from './zurich-holidays.ts';

describe('zurichHolidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
  });

  it('lists the ten Zürich holidays of 2026 in date order', () => {
    expect(zurichHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-08-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('keeps the weekday holidays of the coming months, across the new year', () => {
    expect(upcomingWeekdayHolidays('2026-01-05', 6).map((h) => h.date)).toEqual([
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
    ]);
    expect(upcomingWeekdayHolidays('2026-11-22', 5).map((h) => h.name)).toEqual([
      'Christmas Day',
      "New Year's Day",
      'Good Friday',
      'Easter Monday',
    ]);
  });
});
