import { describe, expect, it } from 'vitest';
import { defaultWeekId, defaultWeekMonday } from './default-week.ts';

const at = (iso: string) => new Date(iso);

describe('defaultWeekId', () => {
  it('stays on the current week Monday to Thursday', () => {
    expect(defaultWeekId(at('2024-03-25T08:00:00Z'))).toBe('2024_13'); // Monday
    expect(defaultWeekId(at('2024-03-28T12:00:00Z'))).toBe('2024_13'); // Thursday
  });
  it('rolls to next week Friday to Sunday', () => {
    expect(defaultWeekId(at('2024-03-29T08:00:00Z'))).toBe('2024_14'); // Friday
    expect(defaultWeekId(at('2024-03-30T08:00:00Z'))).toBe('2024_14'); // Saturday
    expect(defaultWeekId(at('2024-03-31T12:00:00Z'))).toBe('2024_14'); // Sunday
  });
  it('rolls at midnight Zurich, not midnight UTC', () => {
    // Thursday 23:30 UTC is Friday 00:30 in Zurich (CET).
    expect(defaultWeekId(at('2024-03-28T22:59:59Z'))).toBe('2024_13');
    expect(defaultWeekId(at('2024-03-28T23:00:00Z'))).toBe('2024_14');
    // Sunday night across the spring DST switch: Monday starts at 22:00 UTC (CEST).
    expect(defaultWeekId(at('2024-03-31T21:59:59Z'))).toBe('2024_14');
    expect(defaultWeekId(at('2024-03-31T22:00:00Z'))).toBe('2024_14');
    // Summer: Thursday 22:30 UTC is Friday 00:30 CEST.
    expect(defaultWeekId(at('2024-07-04T22:30:00Z'))).toBe('2024_28');
    // Autumn DST end: Thursday 2024-10-24 23:00 UTC is Friday 01:00 CEST.
    expect(defaultWeekId(at('2024-10-24T21:59:00Z'))).toBe('2024_43');
    expect(defaultWeekId(at('2024-10-24T22:00:00Z'))).toBe('2024_44');
  });
  it('rolls across the year end, including into and out of week 53', () => {
    expect(defaultWeekId(at('2020-12-25T10:00:00Z'))).toBe('2020_53'); // Friday of week 52
    expect(defaultWeekId(at('2021-01-01T10:00:00Z'))).toBe('2021_1'); // Friday of 2020_53
    expect(defaultWeekId(at('2024-12-27T10:00:00Z'))).toBe('2025_1');
    expect(defaultWeekId(at('2026-01-01T22:59:00Z'))).toBe('2026_1'); // Thursday 23:59 Zurich
    expect(defaultWeekId(at('2026-01-01T23:00:00Z'))).toBe('2026_2'); // Friday 00:00 Zurich
  });
  it('gives the Monday of the default week', () => {
    expect(defaultWeekMonday(at('2024-03-29T08:00:00Z'))).toBe('2024-04-01');
    expect(defaultWeekMonday(at('2024-03-27T08:00:00Z'))).toBe('2024-03-25');
  });
});
