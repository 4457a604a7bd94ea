import { addDays, isoWeekday, type IsoDate } from './iso-date.ts';
import { businessDate } from './business-date.ts';
import { mondayOfWeekId, weekIdOfDate } from './week-id.ts';

/**
 * The week screens open on this week from Monday to Thursday, and on next week from Friday to Sunday.
 * "Today" is the business date in Europe/Zurich at the injected instant `now`.
 */
export function defaultWeekId(now: Date): string {
  const today = businessDate(now);
  return weekIdOfDate(isoWeekday(today) >= 5 ? addDays(today, 7) : today);
}

/** The Monday of {@link defaultWeekId}. */
export function defaultWeekMonday(now: Date): IsoDate {
  return mondayOfWeekId(defaultWeekId(now));
}
