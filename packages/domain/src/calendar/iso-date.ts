import { DomainError } from '../errors/domain-error.ts';

/** A calendar date as the API sends it: 'YYYY-MM-DD'. No time, no time zone. */
export type IsoDate = string;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Brigade's own message (the old app had none for a malformed date outside logistics). */
export const INVALID_DATE_MESSAGE = 'Invalid date: expected YYYY-MM-DD';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return date;
}

/** The UTC-midnight instant of an IsoDate in ms, or null when it is not a real calendar date. */
function readUtcTime(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcMidnight(year, month, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : null;
}

// The kitchen and the bags ask the same few dates of every order of a day (thousands of times per read), so
// each text is read once and kept; the memo is emptied when it grows past MEMO_SIZE distinct texts.
const MEMO_SIZE = 4096;
const utcTimes = new Map<string, number | null>();

/** {@link readUtcTime}, remembered per text. */
function utcTime(value: string): number | null {
  let time = utcTimes.get(value);
  if (time === undefined) {
    time = readUtcTime(value);
    if (utcTimes.size >= MEMO_SIZE) utcTimes.clear();
    utcTimes.set(value, time);
  }
  return time;
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' (2023-02-29 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && utcTime(value) !== null;
}

/** The IsoDate's UTC-midnight instant; throws INVALID_DATE for anything else. */
export function parseIsoDate(value: string): Date {
  return new Date(timeOf(value));
}

/** The IsoDate's UTC-midnight instant in ms; throws INVALID_DATE for anything else. */
function timeOf(value: string): number {
  const time = utcTime(value);
  if (time === null) throw new DomainError('INVALID_DATE', INVALID_DATE_MESSAGE);
  return time;
}

/** The calendar date of an instant, read in UTC (pair with {@link parseIsoDate}). */
export function formatIsoDate(date: Date): IsoDate {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(new Date(timeOf(date) + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): IsoWeekday {
  // 1970-01-01 (day 0) was a Thursday, ISO weekday 4.
  const day = (((Math.floor(timeOf(date) / DAY_MS) + 3) % 7) + 7) % 7;
  return (day + 1) as IsoWeekday;
}
