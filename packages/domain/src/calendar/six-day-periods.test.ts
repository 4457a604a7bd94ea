import { describe, expect, it } from 'vitest';
import { SIX_DAY_PERIOD_MS, sixDayPeriodsBetween } from './six-day-periods.ts';

describe('sixDayPeriodsBetween', () => {
  it('counts six days as one "week", as the old app did', () => {
    expect(SIX_DAY_PERIOD_MS).toBe(6 * 24 * 60 * 60 * 1000);
    expect(sixDayPeriodsBetween('2024-01-01', '2024-01-06')).toBe(0);
    expect(sixDayPeriodsBetween('2024-01-01', '2024-01-07')).toBe(1);
    expect(sixDayPeriodsBetween('2024-01-01', '2024-01-08')).toBe(1); // a calendar week is still 1
    expect(sixDayPeriodsBetween('2024-01-01', '2024-01-13')).toBe(2);
    expect(sixDayPeriodsBetween('2024-01-01', '2024-01-29')).toBe(4); // 28 days
    expect(sixDayPeriodsBetween('2024-01-01', '2024-03-01')).toBe(10); // 60 days
  });
  it('floors negative spans', () => {
    expect(sixDayPeriodsBetween('2024-01-02', '2024-01-01')).toBe(-1);
    expect(sixDayPeriodsBetween('2024-01-07', '2024-01-01')).toBe(-1);
    expect(sixDayPeriodsBetween('2024-01-08', '2024-01-01')).toBe(-2);
  });
  it('takes instants too, one millisecond short of a period is 0', () => {
    const from = new Date('2024-01-01T00:00:00Z');
    expect(sixDayPeriodsBetween(from, new Date(from.getTime() + SIX_DAY_PERIOD_MS - 1))).toBe(0);
    expect(sixDayPeriodsBetween(from, new Date(from.getTime() + SIX_DAY_PERIOD_MS))).toBe(1);
  });
});
