import type { Clock } from '../src/lib/clock.ts';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date | string): void;
}

export const TEST_START = '2026-03-02T08:00:00.000Z';

export function createTestClock(start: Date | string = TEST_START): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = new Date(date).getTime();
  };
  return clock;
}
