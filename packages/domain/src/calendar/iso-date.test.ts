import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, formatIsoDate, isIsoDate, isoWeekday, parseIsoDate } from './iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0099-01-01')).toBe(true);
  });
  it('refuses impossible dates, other shapes and non-strings', () => {
    for (const value of ['2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-01']) {
      expect(isIsoDate(value)).toBe(false);
    }
    for (const value of [
      '',
      '2024-01-01T00:00:00Z',
      ' 2024-01-01',
      '01/02/2024',
      20240101,
      null,
      undefined,
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});

describe('parseIsoDate / formatIsoDate', () => {
  it('round-trips through UTC midnight', () => {
    expect(parseIsoDate('2024-03-31').toISOString()).toBe('2024-03-31T00:00:00.000Z');
    expect(formatIsoDate(parseIsoDate('0099-12-31'))).toBe('0099-12-31');
  });
  it('throws INVALID_DATE for a malformed date', () => {
    expect(() => parseIsoDate('2024-02-30')).toThrow(DomainError);
    expect(() => parseIsoDate('nope')).toThrow('Invalid date: expected YYYY-MM-DD');
  });
  it('round-trips any date between years 1000 and 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = formatIsoDate(d);
          expect(isIsoDate(iso)).toBe(true);
          expect(formatIsoDate(parseIsoDate(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('addDays / daysBetween / isoWeekday', () => {
  it('crosses month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(daysBetween('2024-03-30', '2024-04-01')).toBe(2);
    expect(daysBetween('2024-04-01', '2024-03-30')).toBe(-2);
  });
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2024-03-25')).toBe(1);
    expect(isoWeekday('2024-03-29')).toBe(5);
    expect(isoWeekday('2024-03-31')).toBe(7);
  });
  it('gives every date the weekday of its UTC instant, before 1970 too, and the same when asked again', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400_000, max: 400_000 }), (n) => {
        const date = addDays('1970-01-01', n);
        const day = parseIsoDate(date).getUTCDay();
        expect(isoWeekday(date)).toBe(day === 0 ? 7 : day);
        expect(isoWeekday(date)).toBe(day === 0 ? 7 : day);
      }),
    );
  });
  it('keeps addDays and daysBetween consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (n) => {
        expect(daysBetween('2020-06-15', addDays('2020-06-15', n))).toBe(n);
      }),
    );
  });
});
