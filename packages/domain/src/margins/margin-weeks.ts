import { addDays, daysBetween, isIsoDate, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import { defaultWeekMonday } from '../calendar/default-week.ts';

// The weeks of the margins screen: from one Monday to another, both included.

/** At most this many weeks in one margins request (half a year). */
export const MAX_MARGIN_WEEKS = 26;
/** The screen opens on this many weeks, up to the default week. */
export const DEFAULT_MARGIN_WEEKS = 8;

/** A real YYYY-MM-DD date that is a Monday. */
export function isMonday(value: unknown): value is IsoDate {
  return isIsoDate(value) && isoWeekday(value) === 1;
}

/** The number of weeks from Monday `from` to Monday `to`, both included (0 or less when `to` is before). */
export function weeksInRange(from: IsoDate, to: IsoDate): number {
  return daysBetween(from, to) / 7 + 1;
}

/** The Mondays from `from` to `to`, both included, ascending; callers check the range first. */
export function mondaysOfRange(from: IsoDate, to: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(0, weeksInRange(from, to)) }, (_, i) => addDays(from, i * 7));
}

/**
 * The range a margins request without `from`/`to` gets: the {@link DEFAULT_MARGIN_WEEKS} weeks up to the
 * default week (this week from Monday to Thursday, next week from Friday). With only `to`, the weeks up to it;
 * with only `from`, the weeks from it.
 */
export function defaultMarginRange(
  now: Date,
  given: { from?: IsoDate | undefined; to?: IsoDate | undefined } = {},
): { from: IsoDate; to: IsoDate } {
  const span = (DEFAULT_MARGIN_WEEKS - 1) * 7;
  if (given.from && given.to) return { from: given.from, to: given.to };
  if (given.from) return { from: given.from, to: addDays(given.from, span) };
  const to = given.to ?? defaultWeekMonday(now);
  return { from: addDays(to, -span), to };
}
