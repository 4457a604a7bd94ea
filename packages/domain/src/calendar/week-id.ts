import { getISOWeek, getISOWeekYear, getISOWeeksInYear } from 'date-fns';
import { tz } from '@date-fns/tz';
import { DomainError } from '../errors/domain-error.ts';
import { addDays, parseIsoDate, type IsoDate } from './iso-date.ts';

/** The old app's message for a week id that is not valid, word for word. */
export const INVALID_WEEK_ID_MESSAGE = 'Invalid weekId';

export const MIN_WEEK_YEAR = 1900;
export const MAX_WEEK_YEAR = 9999;

/** An ISO week: its ISO week-numbering year and week number. */
export interface IsoWeek {
  readonly year: number;
  readonly week: number;
}

const WEEK_ID = /^(\d{4})_(\d{1,2})$/;
const utc = tz('UTC');

/** 52 or 53: how many ISO weeks the ISO year has. */
export function isoWeeksInYear(year: number): 52 | 53 {
  return getISOWeeksInYear(new Date(Date.UTC(year, 5, 1)), { in: utc }) as 52 | 53;
}

function checkWeek(year: number, week: number): IsoWeek {
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(week) &&
    year >= MIN_WEEK_YEAR &&
    year <= MAX_WEEK_YEAR &&
    week >= 1 &&
    week <= 53 &&
    (week < 53 || isoWeeksInYear(year) === 53);
  if (!valid) throw new DomainError('INVALID_WEEK_ID', INVALID_WEEK_ID_MESSAGE);
  return { year, week };
}

/**
 * Reads a week id '{isoYear}_{isoWeek}': year 1900–9999, week 1–53, else 'Invalid weekId'.
 *
 * Our choices: the week may be written with a leading zero ('2024_07' = '2024_7'),
 * and week 53 is refused in an ISO year that has only 52 weeks ('2021_53'), because its Monday would be
 * the Monday of another week.
 */
export function parseWeekId(weekId: string): IsoWeek {
  const match = WEEK_ID.exec(weekId);
  if (!match) throw new DomainError('INVALID_WEEK_ID', INVALID_WEEK_ID_MESSAGE);
  return checkWeek(Number(match[1]), Number(match[2]));
}

/** True when {@link parseWeekId} accepts the value. */
export function isValidWeekId(weekId: unknown): weekId is string {
  if (typeof weekId !== 'string') return false;
  try {
    parseWeekId(weekId);
    return true;
  } catch {
    return false;
  }
}

/** The canonical week id '{isoYear}_{isoWeek}', week without a leading zero ('2024_7'). */
export function formatWeekId(week: IsoWeek): string {
  const checked = checkWeek(week.year, week.week);
  return `${checked.year}_${checked.week}`;
}

/** The ISO week of a calendar date. */
export function isoWeekOfDate(date: IsoDate): IsoWeek {
  const instant = parseIsoDate(date);
  return { year: getISOWeekYear(instant, { in: utc }), week: getISOWeek(instant, { in: utc }) };
}

/** The week id of a calendar date ('2021-01-01' → '2020_53'); 'Invalid weekId' outside years 1900–9999. */
export function weekIdOfDate(date: IsoDate): string {
  return formatWeekId(isoWeekOfDate(date));
}

/** The Monday of a week id, as YYYY-MM-DD. */
export function mondayOfWeekId(weekId: string): IsoDate {
  const { year, week } = parseWeekId(weekId);
  // 4 January is always in ISO week 1.
  const jan4 = `${String(year).padStart(4, '0')}-01-04`;
  const jan4Weekday = (parseIsoDate(jan4).getUTCDay() + 6) % 7; // 0 = Monday
  return addDays(jan4, -jan4Weekday + (week - 1) * 7);
}

/** Orders week ids by time (negative when `a` is earlier); both must be valid. */
export function compareWeekIds(a: string, b: string): number {
  const [x, y] = [parseWeekId(a), parseWeekId(b)];
  return x.year - y.year || x.week - y.week;
}
