import { formatWeekId, mondayOfWeekId, parseWeekId } from '@brigade/domain/calendar/week-id';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import { messages } from '@brigade/domain/messages/catalogue';
import { mondayOf, weekOfMonday, type WeekDates } from '@brigade/domain/week/week-dates';
import { AppError, validationError } from './errors.ts';

/** The week of a date a request sent; a date the calendar cannot place is a 400 on `field`. */
export function weekOfDate(date: IsoDate, field: string): WeekDates {
  try {
    return weekOfMonday(mondayOf(date));
  } catch (error) {
    if (isDomainError(error)) throw validationError(field, messages.dateInvalid);
    throw error;
  }
}

/** The week of a year and week number a request sent ('2026', '47'); one that does not exist is a 400. */
export function weekOfYearWeek(year: string, week: string): WeekDates {
  let weekId: string;
  try {
    weekId = formatWeekId(parseWeekId(`${year}_${week}`));
  } catch (error) {
    if (isDomainError(error)) throw new AppError(400, 'VALIDATION_ERROR', messages.invalidWeekId);
    throw error;
  }
  return weekOfMonday(mondayOfWeekId(weekId));
}
