import { describe, expect, it } from 'vitest';
import { readableDate } from './readable-date.ts';

describe('readableDate', () => {
  it('writes en-GB short weekday, day and month', () => {
    expect(readableDate('2024-02-05')).toBe('Mon 5 Feb');
    expect(readableDate('2024-12-31')).toBe('Tue 31 Dec');
    expect(readableDate('2024-02-29')).toBe('Thu 29 Feb');
  });
  it('refuses a malformed date', () => {
    expect(() => readableDate('05/02/2024')).toThrow('Invalid date');
  });
});
