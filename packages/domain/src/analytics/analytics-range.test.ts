import { describe, expect, it } from 'vitest';
import { analyticsRangeQuery } from '../schemas/analytics.ts';
import { addDays } from '../calendar/iso-date.ts';
import { weekIdOfDate } from '../calendar/week-id.ts';
import {
  analyticsRange,
  analyticsWeeks,
  currentWeekMonday,
  lastWeeksRange,
  weekIdOfMonday,
} from './analytics-range.ts';

// Thursday 2031-06-05 12:00 in Zurich: the current week is the one of Monday 2031-06-02.
const now = new Date('2031-06-05T10:00:00Z');

describe('the range of an analytics screen', () => {
  it('defaults to the 12 weeks up to the current week (not the default week of the kitchen)', () => {
    expect(currentWeekMonday(new Date('2031-06-08T21:30:00Z'))).toBe('2031-06-02'); // Sunday 23:30 Zurich
    expect(analyticsRange(now)).toEqual({ from: '2031-03-17', to: '2031-06-02' });
    expect(analyticsRange(now, { to: '2031-01-06' })).toEqual({ from: '2030-10-21', to: '2031-01-06' });
    expect(lastWeeksRange('2031-06-02', 1)).toEqual({ from: '2031-06-02', to: '2031-06-02' });
  });

  it('with only from: up to the current week, at least its own and at most 156 weeks', () => {
    expect(analyticsRange(now, { from: '2031-05-05' })).toEqual({ from: '2031-05-05', to: '2031-06-02' });
    expect(analyticsRange(now, { from: '2031-09-01' })).toEqual({ from: '2031-09-01', to: '2031-09-01' });
    expect(analyticsRange(now, { from: '2020-01-06' })).toEqual({ from: '2020-01-06', to: '2022-12-26' });
  });

  it('names a Monday’s week as the calendar does, over years with 52 and 53 weeks', () => {
    for (let monday = '2019-12-30'; monday <= '2033-01-03'; monday = addDays(monday, 7)) {
      expect(weekIdOfMonday(monday), monday).toBe(weekIdOfDate(monday));
    }
  });

  it('names each week by its id and Monday', () => {
    expect(analyticsWeeks({ from: '2030-12-23', to: '2031-01-06' })).toEqual([
      { week_id: '2030_52', start_date: '2030-12-23' },
      { week_id: '2031_1', start_date: '2030-12-30' },
      { week_id: '2031_2', start_date: '2031-01-06' },
    ]);
  });
});

describe('the analytics query', () => {
  const issues = (query: Record<string, string>) => {
    const result = analyticsRangeQuery.safeParse(query);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes two Mondays up to 156 weeks apart, a programme and a zone', () => {
    expect(
      analyticsRangeQuery.parse({ from: '2029-06-11', to: '2031-06-02', programme: 'flex', zone: '3' }),
    ).toEqual({ from: '2029-06-11', to: '2031-06-02', programme: 'flex', zone: 3 });
    expect(analyticsRangeQuery.parse({})).toEqual({});
  });

  it('refuses naming the field', () => {
    expect(issues({ from: '2031-06-03' })).toEqual([
      'from: from must be a Monday as YYYY-MM-DD (the first week of the range)',
    ]);
    expect(issues({ to: 'soon' })).toEqual([
      'to: to must be a Monday as YYYY-MM-DD (the last week of the range)',
    ]);
    expect(issues({ from: '2031-06-09', to: '2031-06-02' })).toEqual([
      'to: The first week must not come after the last week',
    ]);
    // 157 weeks: 2028-06-05 … 2031-06-02.
    expect(issues({ from: '2028-06-05', to: '2031-06-02' })).toEqual([
      'to: Choose at most 156 weeks at a time',
    ]);
    expect(issues({ programme: 'VEGAN' })).toEqual([
      'programme: programme must be one of all, LEAN, STRONG, flex, trial',
    ]);
    expect(issues({ zone: '0' })).toEqual(['zone: zone must be the id of a postcode zone']);
    expect(issues({ zone: 'north' })).toEqual(['zone: zone must be the id of a postcode zone']);
  });
});
