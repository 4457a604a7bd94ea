import { DomainError } from '../errors/domain-error.ts';
import { addDays, isoWeekday, type IsoDate, type IsoWeekday } from './iso-date.ts';

/** Brigade's own message: the old app had the rule but no message. */
export const INVALID_WEEKDAY_MESSAGE = 'Weekdays are numbered 1 (Monday) to 7 (Sunday)';

/**
 * The working days (Monday–Friday) an order leaves out. Given any date of a week
 * and the ISO weekdays an order is delivered on, returns the Monday–Friday dates it is not, ascending.
 * Weekend weekdays (6, 7) may be passed and are ignored; anything that is not 1–7 is refused.
 * @public
 */
export function excludedDays(dateInWeek: IsoDate, deliveredWeekdays: readonly number[]): IsoDate[] {
  for (const day of deliveredWeekdays) {
    if (!Number.isInteger(day) || day < 1 || day > 7) {
      throw new DomainError('INVALID_WEEKDAY', INVALID_WEEKDAY_MESSAGE);
    }
  }
  const monday = addDays(dateInWeek, 1 - isoWeekday(dateInWeek));
  const delivered = new Set(deliveredWeekdays);
  const workdays: IsoWeekday[] = [1, 2, 3, 4, 5];
  return workdays.filter((day) => !delivered.has(day)).map((day) => addDays(monday, day - 1));
}
