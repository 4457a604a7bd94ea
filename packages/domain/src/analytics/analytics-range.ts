import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { businessDate } from '../calendar/business-date.ts';
import { mondaysOfRange } from '../margins/margin-weeks.ts';
import { mondayOf } from '../week/week-dates.ts';

// The weeks of an analytics screen (issue 20): from one Monday to another, both included.

/** At most this many weeks in one analytics request (three years: two years of history and more). */
export const MAX_ANALYTICS_RANGE_WEEKS = 156;
/** The screens open on this many weeks, up to the current week. */
export const DEFAULT_ANALYTICS_WEEKS = 12;
/** The range picker's shortcuts: the last N weeks up to the current week. */
export const ANALYTICS_RANGE_SHORTCUTS = [12, 26, 52, 104] as const;

/**
 * The programme filter: all orders; LEAN or STRONG (that type, flex or not, trials left out); flex (LEAN flex
 * and STRONG flex, trials left out); trial (1-day trials of either type).
 */
export const ANALYTICS_PROGRAMMES = ['all', 'LEAN', 'STRONG', 'flex', 'trial'] as const;
export type AnalyticsProgramme = (typeof ANALYTICS_PROGRAMMES)[number];

/** The Monday of the week the business date (Zurich) falls in: the last week of a default range. */
export function currentWeekMonday(now: Date): IsoDate {
  return mondayOf(businessDate(now));
}

/** The last `weeks` weeks up to the week of Monday `last`, both included. */
export function lastWeeksRange(last: IsoDate, weeks: number): { from: IsoDate; to: IsoDate } {
  return { from: addDays(last, -(weeks - 1) * 7), to: last };
}

/**
 * The range of a request: both ends as given (the schema checked them); without `from`, the
 * {@link DEFAULT_ANALYTICS_WEEKS} weeks up to `to` (none: the current week); with only `from`, from it up to the
 * current week (at least its own week, at most {@link MAX_ANALYTICS_RANGE_WEEKS} weeks).
 */
export function analyticsRange(
  now: Date,
  given: { from?: IsoDate | undefined; to?: IsoDate | undefined } = {},
): { from: IsoDate; to: IsoDate } {
  if (given.from && !given.to) {
    const current = currentWeekMonday(now);
    const longest = addDays(given.from, (MAX_ANALYTICS_RANGE_WEEKS - 1) * 7);
    const to = current < given.from ? given.from : current > longest ? longest : current;
    return { from: given.from, to };
  }
  const to = given.to ?? currentWeekMonday(now);
  return { from: given.from ?? lastWeeksRange(to, DEFAULT_ANALYTICS_WEEKS).from, to };
}

const DAY_MS = 86_400_000;

/**
 * The ISO week id of a Monday ('2026_45'), as weekIdOfDate gives it, by plain arithmetic: the week is its
 * Thursday's, numbered from that year's first Thursday. Analytics name hundreds of weeks per answer, and the
 * calendar helper costs ~0.2 ms a call.
 */
export function weekIdOfMonday(monday: IsoDate): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = (thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS;
  return `${year}_${Math.floor(dayOfYear / 7) + 1}`;
}

/** The weeks of a range, each as its id ('2026_45') and Monday, ascending. */
export function analyticsWeeks(range: { from: IsoDate; to: IsoDate }) {
  return mondaysOfRange(range.from, range.to).map((monday) => ({
    week_id: weekIdOfMonday(monday),
    start_date: monday,
  }));
}
