import { describe, expect, it } from 'vitest';
import { inWeekOfOrder, mondayOf, weekDays, weekOfMonday } from './week-dates.ts';

describe('week dates', () => {
  it('the Monday of any date of the week, Sunday included', () => {
    expect(mondayOf('2024-03-25')).toBe('2024-03-25');
    expect(mondayOf('2024-03-31')).toBe('2024-03-25');
  });
  it('the dates of the week starting on a Monday', () => {
    expect(weekOfMonday('2024-03-25')).toEqual({
      monday: '2024-03-25',
      sunday: '2024-03-31',
      weekBefore: '2024-03-19',
      weekId: '2024_13',
    });
    expect(weekDays('2024-03-25')).toHaveLength(7);
  });
  it('an order is in the week when one of its seven days lies in its weeks', () => {
    expect(inWeekOfOrder('2024-03-25', { start_date: '2024-03-31', end_date: null })).toBe(true);
    expect(inWeekOfOrder('2024-03-25', { start_date: '2024-04-01', end_date: null })).toBe(false);
    expect(inWeekOfOrder('2024-03-25', { start_date: '2024-03-04', end_date: '2024-03-18' })).toBe(false);
    expect(inWeekOfOrder('2024-03-25', { start_date: '2024-03-04', end_date: '2024-03-25' })).toBe(true);
  });
});
