import { addDays, isoWeekday, type IsoDate } from './iso-date.ts';

/** The workweek is 5 days, Monday to Friday; names exist for all 7 days. */
export const WORKWEEK_LENGTH = 5;
export const WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export const WORKING_DAY_NAMES = WEEKDAY_NAMES.slice(0, WORKWEEK_LENGTH) as readonly WeekdayName[];

/**
 * The week screens show five working days, Monday to Friday, from a given date.
 *
 * Choice: the days are the Monday to Friday of the ISO week that contains `date`, so a mid-week or
 * weekend date still opens the whole week it belongs to (a Monday gives that Monday to Friday).
 */
export function workingDaysOfWeek(date: IsoDate): IsoDate[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: WORKWEEK_LENGTH }, (_, i) => addDays(monday, i));
}

/**
 * The English weekday name of a date ('monday' … 'sunday'), the key of a week-customer slot.
 * @public
 */
export function weekdayName(date: IsoDate): WeekdayName {
  return WEEKDAY_NAMES[isoWeekday(date) - 1] as WeekdayName;
}
