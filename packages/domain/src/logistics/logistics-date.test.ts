import { describe, expect, it } from 'vitest';
import { resolveDayPeriod, resolveLogisticsDate } from './logistics-date.ts';

describe('resolveLogisticsDate', () => {
  it('takes a YYYY-MM-DD date, or today when empty', () => {
    expect(resolveLogisticsDate('2024-03-29', '2024-01-01')).toBe('2024-03-29');
    expect(resolveLogisticsDate('', '2024-01-01')).toBe('2024-01-01');
    expect(resolveLogisticsDate(null, '2024-01-01')).toBe('2024-01-01');
    expect(resolveLogisticsDate('  ', '2024-01-01')).toBe('2024-01-01');
  });
  it("refuses anything else with 'Invalid date for consignment'", () => {
    for (const bad of ['29.03.2024', '2024-02-30', '2024-3-1', 'today']) {
      expect(() => resolveLogisticsDate(bad, '2024-01-01')).toThrow('Invalid date for consignment');
    }
  });
});

describe('resolveDayPeriod', () => {
  it('accepts AM-0 and PM-0, defaulting to PM-0', () => {
    expect(resolveDayPeriod('AM-0')).toBe('AM-0');
    expect(resolveDayPeriod('PM-0')).toBe('PM-0');
    expect(resolveDayPeriod(undefined)).toBe('PM-0');
    expect(resolveDayPeriod('')).toBe('PM-0');
  });
  it('reads PM_0 and lower case as the same identifier', () => {
    expect(resolveDayPeriod('PM_0')).toBe('PM-0');
    expect(resolveDayPeriod('am-0')).toBe('AM-0');
  });
  it("refuses anything else with 'Invalid identifier for consignment'", () => {
    for (const bad of ['AM-1', 'PM', 'noon', 'PM--0']) {
      expect(() => resolveDayPeriod(bad)).toThrow('Invalid identifier for consignment');
    }
  });
});
