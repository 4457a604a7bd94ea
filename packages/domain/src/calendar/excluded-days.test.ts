import { describe, expect, it } from 'vitest';
import { excludedDays } from './excluded-days.ts';

describe('excludedDays', () => {
  it('lists the Monday–Friday dates not delivered', () => {
    expect(excludedDays('2024-03-25', [1, 3, 5])).toEqual(['2024-03-26', '2024-03-28']);
  });
  it('gives nothing for a full week and all five days for none', () => {
    expect(excludedDays('2024-03-25', [1, 2, 3, 4, 5])).toEqual([]);
    expect(excludedDays('2024-03-27', [])).toEqual([
      '2024-03-25',
      '2024-03-26',
      '2024-03-27',
      '2024-03-28',
      '2024-03-29',
    ]);
  });
  it('ignores weekend days and duplicates', () => {
    expect(excludedDays('2024-03-31', [6, 7, 2, 2, 3, 4, 5])).toEqual(['2024-03-25']);
  });
  it('refuses weekdays outside 1–7', () => {
    expect(() => excludedDays('2024-03-25', [0])).toThrow('Weekdays are numbered');
    expect(() => excludedDays('2024-03-25', [8])).toThrow('Weekdays are numbered');
    expect(() => excludedDays('2024-03-25', [1.5])).toThrow('Weekdays are numbered');
  });
  it('crosses the year end', () => {
    expect(excludedDays('2021-01-01', [1, 2, 3, 4])).toEqual(['2021-01-01']);
  });
});
