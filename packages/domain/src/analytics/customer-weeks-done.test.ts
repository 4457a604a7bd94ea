import { describe, expect, it } from 'vitest';
import { customerWeeksDone } from './customer-weeks-done.ts';

// Today: Wednesday 18 November 2026, in the week of Monday 16 November.
const today = '2026-11-18';

describe('customerWeeksDone', () => {
  it('counts the weeks of an order up to and including the current week, not the future ones', () => {
    const result = customerWeeksDone(
      [{ start_date: '2026-11-02', end_date: '2026-11-30', overrides: [] }],
      today,
    );
    expect(result).toEqual({ weeks_done: 3, orders: 1, discount_days: 0 });
  });

  it('counts a week once when two orders deliver in it', () => {
    const result = customerWeeksDone(
      [
        { start_date: '2026-11-02', end_date: '2026-11-09', overrides: [] },
        { start_date: '2026-11-09', end_date: '2026-11-09', weekdays: [3], overrides: [] },
      ],
      today,
    );
    expect(result).toEqual({ weeks_done: 2, orders: 2, discount_days: 0 });
  });

  it('does not count a week whose every day is skipped, and counts the skipped days as discount days', () => {
    const skipAll = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'].map((date) => ({
      date,
      status: 0,
    }));
    const result = customerWeeksDone(
      [
        {
          start_date: '2026-11-02',
          end_date: '2026-11-09',
          overrides: [...skipAll, { date: '2026-11-11', status: 0 }],
        },
      ],
      today,
    );
    expect(result).toEqual({ weeks_done: 1, orders: 1, discount_days: 6 });
  });

  it('counts a week delivered only on a Saturday override', () => {
    const result = customerWeeksDone(
      [
        {
          start_date: '2026-11-02',
          end_date: '2026-11-02',
          weekdays: [],
          overrides: [{ date: '2026-11-07', status: 1 }],
        },
      ],
      today,
    );
    expect(result.weeks_done).toBe(1);
  });

  it('runs a subscription until the current week and leaves future skips out', () => {
    const result = customerWeeksDone(
      [
        {
          start_date: '2026-10-26',
          end_date: null,
          overrides: [
            { date: '2026-11-17', status: 0 },
            { date: '2026-11-24', status: 0 },
          ],
        },
      ],
      today,
    );
    expect(result).toEqual({ weeks_done: 4, orders: 1, discount_days: 1 });
  });

  it('leaves cancelled orders out entirely', () => {
    const result = customerWeeksDone(
      [
        {
          start_date: '2026-11-02',
          end_date: '2026-11-09',
          cancelled: true,
          overrides: [{ date: '2026-11-03', status: 0 }],
        },
      ],
      today,
    );
    expect(result).toEqual({ weeks_done: 0, orders: 0, discount_days: 0 });
  });

  it('counts an order that has not started yet, without weeks', () => {
    expect(customerWeeksDone([{ start_date: '2026-11-23', end_date: null, overrides: [] }], today)).toEqual({
      weeks_done: 0,
      orders: 1,
      discount_days: 0,
    });
  });

  it('gives zeros for no orders', () => {
    expect(customerWeeksDone([], today)).toEqual({ weeks_done: 0, orders: 0, discount_days: 0 });
  });
});
