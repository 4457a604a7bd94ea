import { describe, expect, it } from 'vitest';
import { businessDate } from './business-date.ts';

describe('businessDate', () => {
  it('reads the date in Zurich, not in UTC', () => {
    // Winter (CET, UTC+1): 23:30 UTC is already the next day in Zurich.
    expect(businessDate(new Date('2024-01-10T22:59:59Z'))).toBe('2024-01-10');
    expect(businessDate(new Date('2024-01-10T23:00:00Z'))).toBe('2024-01-11');
    // Summer (CEST, UTC+2): the day starts at 22:00 UTC.
    expect(businessDate(new Date('2024-07-10T21:59:59Z'))).toBe('2024-07-10');
    expect(businessDate(new Date('2024-07-10T22:00:00Z'))).toBe('2024-07-11');
  });
  it('handles the DST switch days', () => {
    expect(businessDate(new Date('2024-03-31T01:30:00Z'))).toBe('2024-03-31'); // 03:30 CEST after the jump
    expect(businessDate(new Date('2024-10-27T22:59:00Z'))).toBe('2024-10-27'); // 23:59 CET after fall-back
    expect(businessDate(new Date('2024-10-27T23:00:00Z'))).toBe('2024-10-28');
  });
  it('takes another zone when asked', () => {
    expect(businessDate(new Date('2024-01-10T23:30:00Z'), 'UTC')).toBe('2024-01-10');
  });
});
