import { describe, expect, it } from 'vitest';
import { defaultMarginRange, isMonday, mondaysOfRange, weeksInRange } from './margin-weeks.ts';

describe('the weeks of the margins', () => {
  it('knows a Monday', () => {
    expect(isMonday('2026-03-02')).toBe(true);
    expect(isMonday('2026-03-03')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
    expect(isMonday(20260302)).toBe(false);
  });

  it('counts the weeks of a range, both ends included', () => {
    expect(weeksInRange('2026-03-02', '2026-03-02')).toBe(1);
    expect(weeksInRange('2026-01-05', '2026-03-02')).toBe(9);
    expect(weeksInRange('2026-03-09', '2026-03-02')).toBe(0);
    // Over the turn of the year and the 53-week year 2026.
    expect(mondaysOfRange('2026-12-21', '2027-01-11')).toEqual([
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    expect(mondaysOfRange('2026-03-09', '2026-03-02')).toEqual([]);
  });

  it('opens on the 8 weeks up to the default week (next week from Friday, Zurich time)', () => {
    // Thursday 5 March 2026, 12:00 Zurich: the default week is this week (Monday 2 March).
    expect(defaultMarginRange(new Date('2026-03-05T11:00:00Z'))).toEqual({
      from: '2026-01-12',
      to: '2026-03-02',
    });
    // Friday 6 March 2026, 00:30 Zurich (still Thursday in UTC): next week.
    expect(defaultMarginRange(new Date('2026-03-05T23:30:00Z'))).toEqual({
      from: '2026-01-19',
      to: '2026-03-09',
    });
  });

  it('fills in the other end of a range given by one end', () => {
    const now = new Date('2026-03-05T11:00:00Z');
    expect(defaultMarginRange(now, { to: '2026-02-02' })).toEqual({ from: '2025-12-15', to: '2026-02-02' });
    expect(defaultMarginRange(now, { from: '2026-02-02' })).toEqual({ from: '2026-02-02', to: '2026-03-23' });
    expect(defaultMarginRange(now, { from: '2026-02-02', to: '2026-02-09' })).toEqual({
      from: '2026-02-02',
      to: '2026-02-09',
    });
  });
});
