import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import { weekIdOfDate } from '../calendar/week-id.ts';
import { inOrderSpan, type OrderSpan } from '../orders/day-schedule.ts';

/** The dates a week's queries need: its Monday and Sunday, the Tuesday of the week before, its week id. */
export interface WeekDates {
  readonly monday: IsoDate;
  readonly sunday: IsoDate;
  /** Six days before the Monday: an order whose end week closed before it cannot deliver in this week. */
  readonly weekBefore: IsoDate;
  readonly weekId: string;
}

/** The Monday of the week of a date. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The week that starts on `monday`. */
export function weekOfMonday(monday: IsoDate): WeekDates {
  return {
    monday,
    sunday: addDays(monday, 6),
    weekBefore: addDays(monday, -6),
    weekId: weekIdOfDate(monday),
  };
}

/** The seven dates of the week, Monday to Sunday. */
export function weekDays(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Whether any day of the week (Monday to Sunday) lies in the order's weeks. */
export function inWeekOfOrder(monday: IsoDate, span: OrderSpan): boolean {
  return weekDays(monday).some((date) => inOrderSpan(date, span));
}
