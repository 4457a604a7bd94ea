import { describe, expect, it } from 'vitest';
import { hoursRow, netHours, shiftDateByLag } from './hours-row.ts';

describe('netHours', () => {
  it('is total + extra − break', () => {
    expect(netHours({ total_hours: 8, extra_hours: 1.5, break_hours: 0.5 })).toBe(9);
    expect(netHours({ total_hours: 0.1, extra_hours: 0.2, break_hours: 0 })).toBe(0.3);
  });
  it('shows a break longer than the hours as negative', () => {
    expect(netHours({ total_hours: 1, extra_hours: 0, break_hours: 2 })).toBe(-1);
  });
});

describe('shiftDateByLag', () => {
  it('moves the date by whole days', () => {
    expect(shiftDateByLag('2024-03-29')).toBe('2024-03-29');
    expect(shiftDateByLag('2024-03-29', 3)).toBe('2024-04-01');
    expect(shiftDateByLag('2024-01-01', -1)).toBe('2023-12-31');
  });
  it('refuses a fractional lag', () => {
    expect(() => shiftDateByLag('2024-03-29', 0.5)).toThrow('whole number of days');
  });
});

describe('hoursRow', () => {
  it('adds net hours, the original date and the week id of the shifted date', () => {
    const entry = { employee_id: 4, date: '2020-12-31', total_hours: 8, extra_hours: 0, break_hours: 1 };
    expect(hoursRow(entry)).toEqual({
      ...entry,
      original_date: '2020-12-31',
      net_hours: 7,
      week_id: '2020_53',
    });
    expect(hoursRow(entry, 4)).toMatchObject({
      date: '2021-01-04',
      original_date: '2020-12-31',
      week_id: '2021_1',
    });
  });
});
