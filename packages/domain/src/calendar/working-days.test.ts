import { describe, expect, it } from 'vitest';
import { WORKING_DAY_NAMES, weekdayName, workingDaysOfWeek } from './working-days.ts';

describe('workingDaysOfWeek', () => {
  const week = ['2024-03-25', '2024-03-26', '2024-03-27', '2024-03-28', '2024-03-29'];
  it('gives Monday to Friday from a Monday', () => {
    expect(workingDaysOfWeek('2024-03-25')).toEqual(week);
  });
  it('gives the same week from any day of it, weekend included', () => {
    expect(workingDaysOfWeek('2024-03-27')).toEqual(week);
    expect(workingDaysOfWeek('2024-03-29')).toEqual(week);
    expect(workingDaysOfWeek('2024-03-31')).toEqual(week);
  });
  it('crosses month and year ends', () => {
    expect(workingDaysOfWeek('2020-12-31')).toEqual([
      '2020-12-28',
      '2020-12-29',
      '2020-12-30',
      '2020-12-31',
      '2021-01-01',
    ]);
    expect(workingDaysOfWeek('2024-02-29')).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
  it('refuses a malformed date', () => {
    expect(() => workingDaysOfWeek('2024-02-30')).toThrow('Invalid date');
  });
});

describe('weekdayName', () => {
  it('names the day', () => {
    expect(weekdayName('2024-03-25')).toBe('monday');
    expect(weekdayName('2024-03-31')).toBe('sunday');
    expect(WORKING_DAY_NAMES).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });
});
