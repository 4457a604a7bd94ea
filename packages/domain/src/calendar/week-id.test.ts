import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareWeekIds,
  formatWeekId,
  isoWeekOfDate,
  isoWeeksInYear,
  isValidWeekId,
  mondayOfWeekId,
  parseWeekId,
  weekIdOfDate,
} from './week-id.ts';
import { addDays, formatIsoDate, isoWeekday } from './iso-date.ts';

describe('parseWeekId', () => {
  it('reads {isoYear}_{isoWeek}', () => {
    expect(parseWeekId('2024_1')).toEqual({ year: 2024, week: 1 });
    expect(parseWeekId('2024_07')).toEqual({ year: 2024, week: 7 });
    expect(parseWeekId('2020_53')).toEqual({ year: 2020, week: 53 });
  });
  it('accepts the year bounds 1900 and 9999', () => {
    expect(parseWeekId('1900_1')).toEqual({ year: 1900, week: 1 });
    expect(parseWeekId('9999_52')).toEqual({ year: 9999, week: 52 });
  });
  it("refuses anything else with 'Invalid weekId'", () => {
    for (const bad of [
      '1899_52',
      '10000_1',
      '2024_0',
      '2024_54',
      '2024_-1',
      '2024-01',
      '2024_',
      '_1',
      '24_1',
      '2024_001',
      ' 2024_1',
      '2024_1 ',
      '2024_1.5',
      '',
    ]) {
      expect(() => parseWeekId(bad), bad).toThrow('Invalid weekId');
    }
  });
  it('refuses week 53 in a 52-week year', () => {
    expect(isoWeeksInYear(2021)).toBe(52);
    expect(() => parseWeekId('2021_53')).toThrow('Invalid weekId');
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(parseWeekId('2026_53')).toEqual({ year: 2026, week: 53 });
  });
  it('isValidWeekId answers without throwing', () => {
    expect(isValidWeekId('2024_10')).toBe(true);
    expect(isValidWeekId('2024_60')).toBe(false);
    expect(isValidWeekId(202410)).toBe(false);
  });
});

describe('formatWeekId', () => {
  it('writes the canonical id without a leading zero', () => {
    expect(formatWeekId({ year: 2024, week: 7 })).toBe('2024_7');
  });
  it('refuses out-of-range weeks', () => {
    expect(() => formatWeekId({ year: 2024, week: 0 })).toThrow('Invalid weekId');
    expect(() => formatWeekId({ year: 1899, week: 10 })).toThrow('Invalid weekId');
    expect(() => formatWeekId({ year: 2024, week: 1.5 })).toThrow('Invalid weekId');
  });
});

describe('weekIdOfDate / isoWeekOfDate', () => {
  it('uses the ISO week-numbering year around new year', () => {
    expect(weekIdOfDate('2021-01-01')).toBe('2020_53');
    expect(weekIdOfDate('2021-01-04')).toBe('2021_1');
    expect(weekIdOfDate('2019-12-30')).toBe('2020_1');
    expect(weekIdOfDate('2024-12-30')).toBe('2025_1');
    expect(isoWeekOfDate('2027-01-03')).toEqual({ year: 2026, week: 53 });
  });
  it('covers the first and last dates of the allowed years', () => {
    expect(weekIdOfDate('1900-01-01')).toBe('1900_1');
    expect(weekIdOfDate('9999-12-31')).toBe('9999_52');
    expect(() => weekIdOfDate('1899-12-31')).toThrow('Invalid weekId');
  });
});

describe('mondayOfWeekId', () => {
  it('derives the Monday', () => {
    expect(mondayOfWeekId('2024_1')).toBe('2024-01-01');
    expect(mondayOfWeekId('2020_53')).toBe('2020-12-28');
    expect(mondayOfWeekId('2025_1')).toBe('2024-12-30');
    expect(mondayOfWeekId('2026_53')).toBe('2026-12-28');
    expect(mondayOfWeekId('1900_1')).toBe('1900-01-01');
  });
  it('is a Monday inside its own week, for every day of 1900–9999', () => {
    // The last days of 9999 are left out: their Sunday falls in year 10000, which has no IsoDate.
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('9999-12-24'), noInvalidDate: true }),
        (d) => {
          const date = formatIsoDate(d);
          const monday = mondayOfWeekId(weekIdOfDate(date));
          expect(isoWeekday(monday)).toBe(1);
          expect(weekIdOfDate(monday)).toBe(weekIdOfDate(date));
          expect(weekIdOfDate(addDays(monday, 6))).toBe(weekIdOfDate(date));
        },
      ),
    );
  });
});

describe('compareWeekIds', () => {
  it('orders by year then week, not as text', () => {
    expect(compareWeekIds('2024_9', '2024_10')).toBeLessThan(0);
    expect(compareWeekIds('2025_1', '2024_52')).toBeGreaterThan(0);
    expect(compareWeekIds('2024_07', '2024_7')).toBe(0);
  });
});
